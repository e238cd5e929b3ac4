import ts from 'typescript';
import type { ColumnShape, DeclaredInsert, DeclaredSchema } from './column-shape.ts';

/**
 * The shape schema.ts gives every table of its `Database` interface, read by the TypeScript checker with
 * the server's compiler options, so aliases, `Generated<>`, `ColumnType<>` and the shared enums resolve
 * exactly as they do for the app's queries.
 */

function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  return {
    ...parsed.options,
    noEmit: true,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
  };
}

function constituents(type: ts.Type): readonly ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

/** A value class of one member of a column's select type, or `other: …` for anything a driver never returns. */
function valueClass(type: ts.Type, checker: ts.TypeChecker): string {
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (type.getSymbol()?.getName() === 'Buffer') return 'blob';
  return `other: ${checker.typeToString(type)}`;
}

function insertRule(insert: ts.Type): DeclaredInsert {
  if (insert.flags & ts.TypeFlags.Never) return 'never';
  return constituents(insert).some((type) => type.flags & ts.TypeFlags.Undefined) ? 'optional' : 'required';
}

/** Kysely's ColumnType<S, I, U> is an object of __select__, __insert__ and __update__; a plain type is all three. */
function columnShape(column: ts.Type, checker: ts.TypeChecker, at: ts.Node): ColumnShape<DeclaredInsert> {
  const part = (name: string) => {
    const property = column.getProperty(name);
    return property ? checker.getTypeOfSymbolAtLocation(property, at) : column;
  };
  const select = constituents(part('__select__'));
  const values = select.filter((type) => !(type.flags & ts.TypeFlags.Null));
  return {
    classes: [...new Set(values.map((type) => valueClass(type, checker)))].sort(),
    nullable: values.length < select.length,
    insert: insertRule(part('__insert__')),
  };
}

export function declaredSchema(schemaFile: string, tsconfig: string): DeclaredSchema {
  const program = ts.createProgram({ rootNames: [schemaFile], options: compilerOptions(tsconfig) });
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length > 0) {
    throw new Error(
      ts.formatDiagnostics(problems, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: ts.sys.getCurrentDirectory,
        getNewLine: () => '\n',
      }),
    );
  }
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  const module = source && checker.getSymbolAtLocation(source);
  const database =
    module && checker.getExportsOfModule(module).find((symbol) => symbol.getName() === 'Database');
  if (!source || !database) throw new Error(`${schemaFile} exports no Database`);
  const schema: DeclaredSchema = {};
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns: DeclaredSchema[string] = {};
    for (const column of checker.getTypeOfSymbolAtLocation(table, source).getProperties()) {
      columns[column.getName()] = columnShape(
        checker.getTypeOfSymbolAtLocation(column, source),
        checker,
        source,
      );
    }
    schema[table.getName()] = columns;
  }
  return schema;
}
