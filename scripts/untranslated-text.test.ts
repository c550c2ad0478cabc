// The untranslated-text check (issue 30): Biome's noJsxLiterals, an error in the web app's components
// (biome.json), run with the repository's own config on a small tree laid out like the repository. Text
// written in a component fails `npm run lint`; a text from the catalogues, punctuation, and the same
// text outside the web app pass.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = path.join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);

const FILES: Record<string, string> = {
  'apps/web/src/features/planted/untranslated.tsx': 'export const Untranslated = () => <p>Book now</p>;\n',
  'apps/web/src/features/planted/translated.tsx':
    "import { useTranslation } from 'react-i18next';\n\nexport function Translated() {\n  const { t } = useTranslation();\n  return (\n    <p>\n      {t('nav.book')} · {t('nav.rent')}\n    </p>\n  );\n}\n",
  'e2e/specs/planted.tsx': 'export const InATest = () => <p>Book now</p>;\n',
};

let tree: string;

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'ruangmain-untranslated-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The small tree is no git checkout: the config's ignore file does not apply to it.
  writeFileSync(path.join(tree, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
});
afterAll(() => rmSync(tree, { recursive: true, force: true }));

/** Biome's lint of one file of the tree: its exit code and the rules it names. */
async function lint(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--only=style/noJsxLiterals', file], { cwd: tree });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the untranslated-text check', () => {
  it('fails on a text written in a component of the web app', async () => {
    const { code, output } = await lint('apps/web/src/features/planted/untranslated.tsx');
    expect(code).not.toBe(0);
    expect(output).toContain('lint/style/noJsxLiterals');
    expect(output).toContain('untranslated.tsx:1:');
  });

  it('passes texts from the catalogues joined by punctuation', async () => {
    expect((await lint('apps/web/src/features/planted/translated.tsx')).code).toBe(0);
  });

  it('leaves texts outside the web app alone', async () => {
    expect((await lint('e2e/specs/planted.tsx')).code).toBe(0);
  });
});
