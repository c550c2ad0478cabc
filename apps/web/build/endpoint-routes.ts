// The web app calls endpoints by their declarations (`call(redeemRewardEndpoint, …)`) and needs of one
// only its method and path at run time: the request and response schemas are types here. A declaration
// holds its schemas, and a contract module builds them when it loads (zod's method chains, `.int()`,
// cannot be dropped as unused), so calling one endpoint would bring the module's every schema, and zod,
// into the page (zod loads only when a form is first touched: vite.config.ts). So the web's build reads
// a contract module of packages/domain/src/contracts that declares endpoints as a light one: each
// `export const xEndpoint = defineEndpoint({ … })` becomes `{ method, path, … }`, and every other export
// comes from the whole module (`?full`), which is loaded only when one of those is used (a back-office
// form's schema), as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACT_FILE = /[\\/]packages[\\/]domain[\\/]src[\\/]contracts[\\/][^\\/]+(?<!\.test)\.ts$/;
const FULL = '?full';

/** What the web reads of a declaration at run time (apps/web/src/lib/api-client.ts `call`). */
const KEPT = new Set(['method', 'path', 'idempotent', 'multipart']);

/** A value the light module can hold without the module's other bindings: text, true, or fields of text. */
function isLiteral(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  return (
    ts.isObjectLiteralExpression(node) &&
    node.properties.every(
      (property) => ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer),
    )
  );
}

/**
 * The light module of a contract: its endpoint declarations (`export const xEndpoint =
 * defineEndpoint({ … })` with the method and path written out) as `{ method, path, … }` objects, and
 * `export * from` the whole module (`./<file>?full`) for the rest; null when it has none. A declaration
 * made otherwise (by a helper such as the back office's collection kit, or with a spread) stays in the
 * whole module, schemas and all.
 */
export function toLightContract(code: string, file: string): string | null {
  if (!code.includes('defineEndpoint(')) return null;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const endpoints: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isExported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!isExported) continue;
    for (const { name, initializer: call } of statement.declarationList.declarations) {
      if (!ts.isIdentifier(name) || !call || !ts.isCallExpression(call)) continue;
      if (!ts.isIdentifier(call.expression) || call.expression.text !== 'defineEndpoint') continue;
      const kept = readRoute(call.arguments[0]);
      if (kept)
        endpoints.push(`export const ${name.text} = { ${kept.map((p) => p.getText(source)).join(', ')} };`);
    }
  }
  if (endpoints.length === 0) return null;
  const whole = JSON.stringify(`./${path.basename(file)}${FULL}`);
  return [`export * from ${whole};`, ...endpoints, ''].join('\n');
}

/** The declaration's method, path and flags, when each is written out; undefined otherwise. */
function readRoute(declaration: ts.Expression | undefined): ts.PropertyAssignment[] | undefined {
  if (!declaration || !ts.isObjectLiteralExpression(declaration)) return undefined;
  const kept: ts.PropertyAssignment[] = [];
  for (const property of declaration.properties) {
    if (ts.isSpreadAssignment(property)) return undefined;
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
    if (name === undefined || !KEPT.has(name)) continue;
    if (!ts.isPropertyAssignment(property) || !isLiteral(property.initializer)) return undefined;
    kept.push(property);
  }
  const names = kept.map((property) => property.name.getText());
  return names.includes('method') && names.includes('path') ? kept : undefined;
}

/** The Vite plugin: contract modules as the web uses them, in the build and in development. */
export function endpointRoutes(): Plugin {
  return {
    name: 'ruangmain:endpoint-routes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith(FULL)) return null;
      const resolved = await this.resolve(source.slice(0, -FULL.length), importer, {
        ...options,
        skipSelf: true,
      });
      // The whole module holds schemas and constants only: nothing of it runs unless a binding is used.
      return resolved && { id: `${resolved.id}${FULL}`, moduleSideEffects: false };
    },
    load(id) {
      return id.endsWith(FULL) ? readFileSync(id.slice(0, -FULL.length), 'utf8') : null;
    },
    transform(code, id) {
      if (id.endsWith(FULL) || !CONTRACT_FILE.test(id)) return null;
      const light = toLightContract(code, id);
      return light === null ? null : { code: light, map: null };
    },
  };
}
