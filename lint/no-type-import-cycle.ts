import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type { Rule } from 'eslint';
import ts from 'typescript';

/**
 * import-x/no-cycle skips type-only imports by design, so a cycle closed by `import type` passes it.
 * This rule reports exactly those cycles: ones that exist only when type-only imports count.
 */

interface ImportEdge {
  target: string;
  typeOnly: boolean;
  start: number;
  end: number;
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
};
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (fileName) => fileName, compilerOptions);

/** The project's own source file an import names; null for packages from the registry. */
function resolveImport(specifier: string, fromFile: string): string | null {
  const resolved = ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys, resolutionCache).resolvedModule;
  if (!resolved || resolved.resolvedFileName.includes('/node_modules/')) return null;
  return resolved.extension === ts.Extension.Dts ? null : resolved.resolvedFileName;
}

function allTypeOnly(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): boolean {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

/** Type-only as import-x counts it: `import type`, or every named binding marked `type`. */
function isTypeOnly(node: ts.Node): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    return !clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && allTypeOnly(clause.namedBindings.elements);
  }
  if (ts.isExportDeclaration(node)) {
    return node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && allTypeOnly(node.exportClause.elements));
  }
  return ts.isImportTypeNode(node);
}

function specifierOf(node: ts.Node): ts.StringLiteral | null {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    return node.moduleSpecifier;
  }
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [argument] = node.arguments;
    return argument && ts.isStringLiteral(argument) ? argument : null;
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
    return node.argument.literal;
  }
  return null;
}

function edgesOf(fileName: string, text: string): ImportEdge[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node): void => {
    const specifier = specifierOf(node);
    const target = specifier && resolveImport(specifier.text, fileName);
    if (target) edges.push({ target, typeOnly: isTypeOnly(node), start: node.getStart(source), end: node.getEnd() });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const edgeCache = new Map<string, { modified: number; edges: ImportEdge[] }>();

function edgesOfFile(fileName: string): ImportEdge[] {
  const modified = statSync(fileName).mtimeMs;
  const cached = edgeCache.get(fileName);
  if (cached?.modified === modified) return cached.edges;
  const edges = edgesOf(fileName, readFileSync(fileName, 'utf8'));
  edgeCache.set(fileName, { modified, edges });
  return edges;
}

/** A chain of files from one of `starts` to a file importing `goal`, or null when no import leads back. */
function pathBetween(starts: string[], goal: string, countTypeImports: boolean): string[] | null {
  const cameFrom = new Map<string, string | null>(starts.map((start) => [start, null]));
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const edge of edgesOfFile(file)) {
      if (edge.typeOnly && !countTypeImports) continue;
      if (edge.target === goal) {
        const chain = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (cameFrom.has(edge.target)) continue;
      cameFrom.set(edge.target, file);
      queue.push(edge.target);
    }
  }
  return null;
}

export const noTypeImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles that are closed by a type-only import' },
    schema: [],
    messages: { cycle: 'Import cycle (through a type-only import): {{chain}}' },
  },
  create(context) {
    const fileName = context.physicalFilename;
    const { sourceCode } = context;
    return {
      Program() {
        const edges = edgesOf(fileName, sourceCode.text).filter((edge) => edge.target !== fileName);
        // Most files are in no cycle at all: one search settles that before any per-import work.
        if (!pathBetween(edges.map((edge) => edge.target), fileName, true)) return;
        for (const edge of edges) {
          const cycle = pathBetween([edge.target], fileName, true);
          if (!cycle) continue;
          // A cycle of value imports alone is import-x/no-cycle's to report.
          if (!edge.typeOnly && pathBetween([edge.target], fileName, false)) continue;
          const chain = [fileName, ...cycle, fileName].map((file) => relative(context.cwd, file)).join(' -> ');
          const loc = { start: sourceCode.getLocFromIndex(edge.start), end: sourceCode.getLocFromIndex(edge.end) };
          context.report({ loc, messageId: 'cycle', data: { chain } });
        }
      },
    };
  },
};
