import type { ReactNode } from 'react';
import { useChakraContext, type SystemContext } from '@chakra-ui/react';
import { ClassNames, css as serialize, type SerializedStyles } from '@emotion/react';
import type { ResolvedStyle } from './recipe-styles.ts';

type StylesOf<Name extends string> = (system: SystemContext) => Record<Name, ResolvedStyle>;

const resolvedBySystem = new WeakMap<
  SystemContext,
  WeakMap<StylesOf<string>, [string, SerializedStyles][]>
>();

function resolve<Name extends string>(
  system: SystemContext,
  styles: StylesOf<Name>,
): [Name, SerializedStyles][] {
  let bySystem = resolvedBySystem.get(system);
  if (!bySystem) resolvedBySystem.set(system, (bySystem = new WeakMap()));
  let resolved = bySystem.get(styles);
  if (!resolved) {
    resolved = Object.entries<ResolvedStyle>(styles(system)).map(([name, style]) => [name, serialize(style)]);
    bySystem.set(styles, resolved);
  }
  return resolved as [Name, SerializedStyles][];
}

/**
 * Class names for plain elements, from styles resolved and serialised once per system and `styles`
 * function (define it at module level). A Chakra component works out its recipe and tokens on every
 * render of every instance: a directory page did that for each of a dozen cards' ten parts while the
 * app adopted it (docs/first-paint-log.md "Directory cards"). A class is inserted only when the render
 * asks for it, as emotion inserts a component's, so a page rendered on the server carries its rules in
 * its head. So read `classes` in `children` itself and pass on strings: read later (in a child's render,
 * an effect or a handler), a class would miss the server's page and, on a child's own re-render, the
 * page's styles.
 */
export function ResolvedClasses<Name extends string>({
  styles,
  children,
}: {
  styles: StylesOf<Name>;
  children: (classes: Record<Name, string>) => ReactNode;
}) {
  const resolved = resolve(useChakraContext(), styles);
  return (
    <ClassNames>
      {({ css }) => {
        const classes = {} as Record<Name, string>;
        for (const [name, style] of resolved) {
          let className: string | undefined;
          Object.defineProperty(classes, name, { enumerable: true, get: () => (className ??= css(style)) });
        }
        return children(classes);
      }}
    </ClassNames>
  );
}
