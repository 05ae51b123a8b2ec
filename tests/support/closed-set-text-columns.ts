/**
 * Closed sets are Postgres enums, one way (docs/decisions/0122, 0155, 0159): this finds the way the
 * database cannot see, a text column typed in TypeScript alone with a closed set
 * (`text("mode").$type<"auto" | "hold">()`, or the type of a list: `$type<ReviewMode>()`), which stores
 * any text it is given. `$type` leaves nothing at run time, so the schema is read with TypeScript's
 * type checker: a column whose `$type` is a string literal, a union of them, or an array of those.
 */
import path from "node:path";
import ts from "typescript";

export type ClosedSetTextColumn = { file: string; line: number; column: string; type: string };

/** The column builders whose values are text. */
const textBuilders = new Set(["text", "varchar", "char"]);

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  // Arrays and literals are all the lists need; the DOM and later libraries would only add time.
  lib: ["lib.es5.d.ts"],
};

/** The call a builder chain starts from: `text("kind")` of `text("kind").array().$type<…>()`. */
function chainStart(call: ts.CallExpression): ts.CallExpression {
  let current: ts.Expression = call;
  for (;;) {
    if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) current = current.expression.expression;
    else if (ts.isPropertyAccessExpression(current)) current = current.expression;
    else break;
  }
  return ts.isCallExpression(current) ? current : call;
}

/** A string literal, or a union of string literals: a closed set. */
function isClosedSet(type: ts.Type): boolean {
  if (type.isStringLiteral()) return true;
  return type.isUnion() && type.types.every((member) => member.isStringLiteral());
}

function isClosedSetOrArrayOfOne(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (checker.isArrayType(type)) return isClosedSet(checker.getTypeArguments(type as ts.TypeReference)[0]);
  return isClosedSet(type);
}

/**
 * Every text column of `files` typed with a closed set. `extraFiles`, by absolute path, are read
 * instead of what is on disk there, or beside it (a test's probe); they are searched too.
 */
export function closedSetTextColumns(files: string[], extraFiles: Record<string, string> = {}): ClosedSetTextColumn[] {
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => extraFiles[name] ?? readFile(name);
  host.fileExists = (name) => name in extraFiles || fileExists(name);
  host.getSourceFile = (name, language, onError, shouldCreate) =>
    name in extraFiles ? ts.createSourceFile(name, extraFiles[name], language, true) : getSourceFile(name, language, onError, shouldCreate);
  // Only the project's own modules: the lists are theirs, and drizzle's and zod's declarations would
  // take most of the time (what they declare is read as any, which never counts as a closed set).
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) =>
      literal.text.startsWith(".") ? ts.resolveModuleName(literal.text, containingFile, compilerOptions, host) : { resolvedModule: undefined },
    );
  const roots = [...new Set([...files, ...Object.keys(extraFiles)])];
  const program = ts.createProgram(roots, compilerOptions, host);
  const checker = program.getTypeChecker();
  const found: ClosedSetTextColumn[] = [];
  for (const root of roots) {
    const source = program.getSourceFile(root);
    if (!source) throw new Error(`Cannot read ${root}`);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === "$type" &&
        node.typeArguments?.length === 1
      ) {
        const start = chainStart(node);
        const [name] = start.arguments;
        if (ts.isIdentifier(start.expression) && textBuilders.has(start.expression.text)) {
          const typeNode = node.typeArguments[0];
          if (isClosedSetOrArrayOfOne(checker, checker.getTypeFromTypeNode(typeNode))) {
            found.push({
              file: path.basename(root),
              line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
              column: name && ts.isStringLiteral(name) ? name.text : "?",
              type: typeNode.getText(source),
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
