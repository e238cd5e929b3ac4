import { readFileSync, statSync } from 'node:fs';
import ts from 'typescript';

/** The project's import graph as TypeScript resolves it, type-only imports included. */

export interface ImportEdge {
  target: string;
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

export function edgesOf(fileName: string, text: string): ImportEdge[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node): void => {
    const specifier = specifierOf(node);
    const target = specifier && resolveImport(specifier.text, fileName);
    if (target) edges.push({ target, start: node.getStart(source), end: node.getEnd() });
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
export function pathBetween(starts: string[], goal: string): string[] | null {
  const cameFrom = new Map<string, string | null>(starts.map((start) => [start, null]));
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const edge of edgesOfFile(file)) {
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

