// Reads the deployment files the way the programs that use them do, closely enough for tests to hold
// them to each other and to the app's configuration.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const deployDirectory = import.meta.dirname;

export function deployFile(name: string): string {
  return readFileSync(join(deployDirectory, name), 'utf8');
}

/** The non-comment lines of a file, trimmed. */
function meaningfulLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** KEY=VALUE lines as systemd's EnvironmentFile= reads them (one pair of surrounding quotes removed). */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const entries = meaningfulLines(text).map((line) => {
    const separator = line.indexOf('=');
    const value = line.slice(separator + 1);
    const quoted = /^(['"]).*\1$/.test(value);
    return [line.slice(0, separator), quoted ? value.slice(1, -1) : value] as const;
  });
  return Object.fromEntries(entries);
}

/** A systemd unit's settings by section; a key set twice keeps every value, in order. */
export function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let current: Record<string, string[]> = {};
  for (const line of meaningfulLines(text)) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = {};
      sections[header[1] ?? ''] = current;
      continue;
    }
    const separator = line.indexOf('=');
    const key = line.slice(0, separator);
    (current[key] ??= []).push(line.slice(separator + 1));
  }
  return sections;
}

/** coturn's configuration: `option=value` or a bare flag (value ''); repeated options keep every value. */
export function parseTurnserverConf(text: string): Map<string, string[]> {
  const options = new Map<string, string[]>();
  for (const line of meaningfulLines(text)) {
    const separator = line.indexOf('=');
    const [key, value] = separator === -1 ? [line, ''] : [line.slice(0, separator), line.slice(separator + 1)];
    options.set(key, [...(options.get(key) ?? []), value]);
  }
  return options;
}

export function single(options: Map<string, string[]>, key: string): string {
  const values = options.get(key) ?? [];
  if (values.length !== 1) throw new Error(`${key}: esperado uma vez, encontrado ${values.length}`);
  return values[0] ?? '';
}
