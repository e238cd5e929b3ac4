const moduleScript = /\s*<script type="module"[^>]*><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The shell for a signed-in visitor's server-rendered page: the first script after the content, and no
 * modulepreload hints. Scripts fetched while the browser parses are compiled while it parses: without
 * them in the head a patient's dashboard reached its heading sooner, the app taking the page over as soon
 * (docs/decisions/prerendered-landing.md "Prerendered landing page and server-rendered pages"). The first script runs
 * after the parse either way (module scripts are deferred) and its dynamic imports fetch the app's chunks
 * together. Public pages keep the hints: Lighthouse's simulated load, which scores them, counts the same
 * work as blocking once it falls after the earlier paint.
 */
export function scriptAfterContent(shell: string): string {
  const scripts = shell.match(moduleScript);
  if (!scripts) return shell;
  const rest = shell.replace(moduleScript, '').replace(modulePreload, '');
  return rest.replace(/\s*<\/body>/, () => `\n    ${scripts.map((script) => script.trim()).join('\n    ')}\n  </body>`);
}
