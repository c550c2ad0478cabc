// Part of `npm run lint:boundaries`, after dependency-cruiser (which sees imports, not strings): the web
// app names an API path only through the endpoint declarations of packages/domain/src/contracts, called
// with `call()` (apps/web/src/lib/api-client.ts). A string or template literal in apps/web/src that
// holds an API path ('/api/…') fails the check; tests are left out. Run from the repository's root.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const WEB_SOURCE = 'apps/web/src';
export const RULE = 'api-path-literal';

export type PathLiteral = { line: number; column: number; text: string };

const isApiPath = (text: string) => text === '/api' || text.startsWith('/api/');

/** The literals of a module that hold an API path: strings, templates and the parts of templates. */
export function findApiPathLiterals(code: string, file: string): PathLiteral[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: PathLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      isApiPath(node.text)
    ) {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, column: character + 1, text: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The web app's modules, tests left out, as paths relative to `root`. */
function listWebModules(root: string): string[] {
  const dir = path.join(root, WEB_SOURCE);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.posix.join(WEB_SOURCE, name.split(path.sep).join('/')))
    .sort();
}

/** Every breach of the rule under `root`, as lines to print. */
export function checkApiPathLiterals(root: string): string[] {
  return listWebModules(root).flatMap((file) =>
    findApiPathLiterals(readFileSync(path.join(root, file), 'utf8'), file).map(
      ({ line, column, text }) =>
        `error ${RULE}: ${file}:${line}:${column} ${text}: call the endpoint's declaration ` +
        '(packages/domain/src/contracts) with call() from @/lib/api-client instead of writing its path',
    ),
  );
}

const isMain =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const errors = checkApiPathLiterals(process.cwd());
  if (errors.length > 0) {
    console.error(`${errors.join('\n')}\n\n✘ ${errors.length} API path literal problem(s) in ${WEB_SOURCE}`);
    process.exit(1);
  }
  console.log(`✔ no API path literals in ${WEB_SOURCE}`);
}
