import { relative, sep } from 'node:path';
import type { Rule } from 'eslint';
import { edgesOf, pathBetween } from './import-graph.ts';

/** A directory or file no file under `target` may import, except from the `except` subpaths of `from`. */
export interface LayerZone {
  target: string;
  from: string[];
  except?: string[];
  message: string;
}

function isInside(file: string, path: string): boolean {
  return file === path || file.startsWith(`${path}${sep}`);
}

/** Every import cycle, type-only imports included: a type cycle still ties two modules into one. */
export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}' },
  },
  create(context) {
    const fileName = context.physicalFilename;
    const { sourceCode } = context;
    return {
      Program() {
        const edges = edgesOf(fileName, sourceCode.text).filter((edge) => edge.target !== fileName);
        // Most files are in no cycle at all: one search settles that before any per-import work.
        if (!pathBetween(edges.map((edge) => edge.target), fileName)) return;
        for (const edge of edges) {
          const cycle = pathBetween([edge.target], fileName);
          if (!cycle) continue;
          const chain = [fileName, ...cycle, fileName].map((file) => relative(context.cwd, file)).join(' -> ');
          const loc = { start: sourceCode.getLocFromIndex(edge.start), end: sourceCode.getLocFromIndex(edge.end) };
          context.report({ loc, messageId: 'cycle', data: { chain } });
        }
      },
    };
  },
};

/** Imports point one way between layers; the zones (absolute paths) come from the config. */
export const layerDirection: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports against the direction of the layers' },
    schema: [{ type: 'array' }],
    messages: { wrongWay: '{{message}}' },
  },
  create(context) {
    const fileName = context.physicalFilename;
    const zones = ((context.options[0] ?? []) as LayerZone[]).filter((zone) => isInside(fileName, zone.target));
    const { sourceCode } = context;
    return {
      Program() {
        if (zones.length === 0) return;
        for (const edge of edgesOf(fileName, sourceCode.text)) {
          const zone = zones.find(
            (candidate) =>
              candidate.from.some((from) => isInside(edge.target, from)) &&
              !(candidate.except ?? []).some((allowed) => isInside(edge.target, allowed)),
          );
          if (!zone) continue;
          const loc = { start: sourceCode.getLocFromIndex(edge.start), end: sourceCode.getLocFromIndex(edge.end) };
          context.report({ loc, messageId: 'wrongWay', data: { message: zone.message } });
        }
      },
    };
  },
};
