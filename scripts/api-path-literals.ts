// Part of `npm run lint:boundaries`, after dependency-cruiser (which sees imports, not strings): the web
// app names an API path only through the endpoint declarations of packages/domain/src/contracts, called
// with `call()` (apps/web/src/lib/api-client.ts). A string or template literal in apps/web/src that
// holds an API path ('/api/…') fails the check; tests are left out. `scripts/api-path-literals.allow`
// lists the files still allowed to hold one while the back office moves to declarations; a listed
// file that holds none any more fails too, so the list only shrinks. Run from the repository's root.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const WEB_SOURCE = 'apps/web/src';
export const ALLOW_LIST = 'scripts/api-path-literals.allow';
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

/** The allow list's files: one path from the root per line; `#` starts a comment. */
function readAllowList(root: string): string[] {
  const file = path.join(root, ALLOW_LIST);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Every breach of the rule under `root`, as lines to print, and how many literals the list allows. */
export function checkApiPathLiterals(root: string): { errors: string[]; allowed: number } {
  const allowList = readAllowList(root);
  const errors: string[] = [];
  let allowed = 0;
  const holding = new Set<string>();
  for (const file of listWebModules(root)) {
    const literals = findApiPathLiterals(readFileSync(path.join(root, file), 'utf8'), file);
    if (literals.length === 0) continue;
    holding.add(file);
    if (allowList.includes(file)) {
      allowed += literals.length;
      continue;
    }
    for (const { line, column, text } of literals)
      errors.push(
        `error ${RULE}: ${file}:${line}:${column} ${text}: call the endpoint's declaration ` +
          '(packages/domain/src/contracts) with call() from @/lib/api-client instead of writing its path',
      );
  }
  for (const file of allowList) {
    if (!holding.has(file))
      errors.push(
        `error ${RULE}: ${ALLOW_LIST} lists ${file}, which holds no API path literal: remove the line`,
      );
  }
  return { errors, allowed };
}

const isMain =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { errors, allowed } = checkApiPathLiterals(process.cwd());
  if (errors.length > 0) {
    console.error(`${errors.join('\n')}\n\n✘ ${errors.length} API path literal problem(s) in ${WEB_SOURCE}`);
    process.exit(1);
  }
  const note = allowed > 0 ? ` (${allowed} still allowed by ${ALLOW_LIST})` : '';
  console.log(`✔ no API path literals in ${WEB_SOURCE}${note}`);
}
