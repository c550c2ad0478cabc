// The boundary check (`npm run lint:boundaries`, part of `npm test`) run with the repository's own
// config on a small tree laid out like the repository: clean, it passes; with one planted import
// per rule, it fails and names that rule and that import.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkApiPathLiterals, findApiPathLiterals } from './api-path-literals';

const root = fileURLToPath(new URL('..', import.meta.url));
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const checkCommand = rootPackage.scripts['lint:boundaries'] ?? '';

/** A tree that keeps every rule: features apart, shared → checkout → features, API modules one way. */
const CLEAN_TREE: Record<string, string> = {
  'apps/web/src/lib/api-client.ts': 'export const apiClient = {};\n',
  'apps/web/src/components/console-icon.tsx':
    "import { kind } from '@ruangmain/domain/consoles';\nexport const icon = kind;\n",
  'apps/web/src/features/catalogue/catalogue.ts':
    "import { apiClient } from '@/lib/api-client';\nimport { icon } from '@/components/console-icon';\nexport const catalogue = [apiClient, icon];\n",
  'apps/web/src/features/booking/booking.ts':
    "import type { Console } from '@ruangmain/domain/contracts/catalogue';\nimport { icon } from '@/components/console-icon';\nexport const booking: Console[] = [icon];\n",
  'apps/web/src/checkout/checkout.ts':
    "import { apiClient } from '@/lib/api-client';\nimport { icon } from '@/components/console-icon';\nexport const checkout = [apiClient, icon];\n",
  'apps/web/src/features/booking/pay.ts':
    "import { checkout } from '@/checkout/checkout';\nexport const pay = checkout;\n",
  'apps/web/src/app/router.ts':
    "import { booking } from '@/features/booking/booking';\nimport { catalogue } from '@/features/catalogue/catalogue';\nexport const routes = [booking, catalogue];\n",
  'apps/api/src/db/client.ts': "import { drizzle } from 'drizzle-orm';\nexport const db = drizzle;\n",
  'apps/api/src/db/seed/reset.ts':
    "import { db } from '../client';\nimport { invoiceNumber } from '@ruangmain/domain/consoles';\nexport const seed = [db, invoiceNumber];\n",
  'apps/api/src/lib/errors.ts': 'export class AppError extends Error {}\n',
  'apps/api/src/plugins/guard.ts':
    "import { AppError } from '../lib/errors';\nexport const guard = AppError;\n",
  'apps/api/src/modules/payments/pay.ts': "import { db } from '../../db/client';\nexport const pay = db;\n",
  'apps/api/src/modules/bookings/book.ts':
    "import { AppError } from '../../lib/errors';\nimport { pay } from '../payments/pay';\nexport const book = [AppError, pay];\n",
  'apps/api/src/app.ts':
    "import { book } from './modules/bookings/book';\nimport { guard } from './plugins/guard';\nexport const app = [book, guard];\n",
  'packages/domain/package.json': JSON.stringify({
    name: '@ruangmain/domain',
    exports: { './*': './src/*.ts' },
  }),
  'packages/domain/src/consoles.ts': "export const kind = 'ps5';\nexport const invoiceNumber = 'BOOK';\n",
  'packages/domain/src/contracts/catalogue.ts':
    "import { kind } from '../consoles';\nexport type Console = typeof kind;\n",
  'node_modules/drizzle-orm/package.json': JSON.stringify({ name: 'drizzle-orm', main: 'index.js' }),
  'node_modules/drizzle-orm/index.js': 'exports.drizzle = {};\n',
};

type Plant = { rule: string; file: string; code: string; imports: string };

/** One import per rule kind; `imports` is the file the report must name as the target. */
const PLANTS: Plant[] = [
  {
    rule: 'web-feature-imports-feature',
    file: 'apps/web/src/features/booking/console-step.ts',
    code: "import { catalogue } from '@/features/catalogue/catalogue';\nexport const step = catalogue;\n",
    imports: 'apps/web/src/features/catalogue/catalogue.ts',
  },
  {
    rule: 'web-shared-imports-feature',
    file: 'apps/web/src/components/booking-card.ts',
    code: "import { booking } from '@/features/booking/booking';\nexport const card = booking;\n",
    imports: 'apps/web/src/features/booking/booking.ts',
  },
  {
    rule: 'web-feature-imports-app',
    file: 'apps/web/src/features/booking/links.ts',
    code: "import { routes } from '@/app/router';\nexport const links = routes;\n",
    imports: 'apps/web/src/app/router.ts',
  },
  {
    rule: 'web-checkout-imports-feature',
    file: 'apps/web/src/checkout/success-target.ts',
    code: "import { booking } from '@/features/booking/booking';\nexport const target = booking;\n",
    imports: 'apps/web/src/features/booking/booking.ts',
  },
  {
    rule: 'web-shared-imports-checkout',
    file: 'apps/web/src/lib/pay.ts',
    code: "import { checkout } from '@/checkout/checkout';\nexport const pay = checkout;\n",
    imports: 'apps/web/src/checkout/checkout.ts',
  },
  {
    rule: 'web-imports-api',
    file: 'apps/web/src/lib/errors.ts',
    code: "import { AppError } from '../../../api/src/lib/errors';\nexport const errors = AppError;\n",
    imports: 'apps/api/src/lib/errors.ts',
  },
  {
    rule: 'api-imports-web',
    file: 'apps/api/src/lib/client.ts',
    code: "import { apiClient } from '../../../web/src/lib/api-client';\nexport const client = apiClient;\n",
    imports: 'apps/web/src/lib/api-client.ts',
  },
  {
    rule: 'domain-imports-app',
    file: 'packages/domain/src/contracts/bookings.ts',
    code: "import { db } from '../../../../apps/api/src/db/client';\nexport const bookings = db;\n",
    imports: 'apps/api/src/db/client.ts',
  },
  {
    rule: 'domain-imports-database',
    file: 'packages/domain/src/contracts/rooms.ts',
    code: "import { drizzle } from 'drizzle-orm';\nexport const rooms = drizzle;\n",
    imports: 'node_modules/drizzle-orm/index.js',
  },
  {
    rule: 'domain-imports-node',
    file: 'packages/domain/src/invoice.ts',
    code: "import { randomInt } from 'node:crypto';\nexport const suffix = randomInt(36);\n",
    imports: 'crypto',
  },
  {
    rule: 'api-infrastructure-imports-module',
    file: 'apps/api/src/plugins/authenticate.ts',
    code: "import { book } from '../modules/bookings/book';\nexport const authenticate = book;\n",
    imports: 'apps/api/src/modules/bookings/book.ts',
  },
  {
    rule: 'api-infrastructure-imports-module',
    file: 'apps/api/src/lib/invoice.ts',
    code: "import { pay } from '../modules/payments/pay';\nexport const invoice = pay;\n",
    imports: 'apps/api/src/modules/payments/pay.ts',
  },
  {
    rule: 'api-infrastructure-imports-module',
    file: 'apps/api/src/db/seed/demo-bookings.ts',
    code: "import { book } from '../../modules/bookings/book';\nexport const demo = book;\n",
    imports: 'apps/api/src/modules/bookings/book.ts',
  },
  {
    rule: 'api-lib-imports-database',
    file: 'apps/api/src/lib/rate-limit.ts',
    code: "import { db } from '../db/client';\nexport const hit = db;\n",
    imports: 'apps/api/src/db/client.ts',
  },
  {
    // bookings → payments already: a payments file that leads back is a cycle of modules, though
    // no file imports itself again.
    rule: 'api-module-cycle',
    file: 'apps/api/src/modules/payments/release-hold.ts',
    code: "import { book } from '../bookings/book';\nexport const release = book;\n",
    imports: 'apps/api/src/modules/bookings → apps/api/src/modules/payments',
  },
  {
    rule: 'api-cycle',
    file: 'apps/api/src/lib/wait.ts',
    code: "import { AppError } from './errors';\nexport const wait = AppError;\n",
    // errors.ts is rewritten below to import wait.ts back; the report walks the cycle.
    imports: 'apps/api/src/lib/errors.ts → apps/api/src/lib/wait.ts',
  },
  {
    rule: 'web-cycle',
    file: 'apps/web/src/app/query-scope.ts',
    code: "import { loadQueries } from './module-loader';\nexport const scope = loadQueries;\n",
    // module-loader.ts, planted below, loads query-scope.ts lazily: a lazy import closes a cycle too.
    imports: 'apps/web/src/app/module-loader.ts → apps/web/src/app/query-scope.ts',
  },
  {
    rule: 'unresolvable-import',
    file: 'apps/web/src/features/booking/summary.ts',
    code: "import { missing } from '@/lib/no-such-file';\nexport const summary = missing;\n",
    imports: '@/lib/no-such-file',
  },
];

/** Runs the `lint:boundaries` script of the root package.json in `cwd`, as `npm test` does. */
function runScript(cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'sh',
      ['-c', checkCommand],
      { cwd, env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}` } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** The same check in this process (one start of the cruiser for every tree): the script's folders. */
const checkedFolders = checkCommand.split(/\s+/).filter((word) => /^(apps|packages)\//.test(word));

async function runCheck(dir: string): Promise<{ code: number; output: string }> {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const tsConfigFile = path.join(dir, options.tsConfig?.fileName ?? 'missing');
  const result = await cruise(
    checkedFolders,
    { ...options, baseDir: dir, tsConfig: { fileName: tsConfigFile }, outputType: 'err' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  return { code: result.exitCode, output: String(result.output) };
}

let workDir = '';

function writeTree(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** A fresh copy of the clean tree with the repository's config files, plus `extra` files. */
function makeTree(name: string, extra: Record<string, string> = {}): string {
  const dir = path.join(workDir, name);
  writeTree(dir, { ...CLEAN_TREE, ...extra });
  for (const file of ['.dependency-cruiser.cjs', 'tsconfig.boundaries.json', 'tsconfig.base.json']) {
    cpSync(path.join(root, file), path.join(dir, file));
  }
  // The workspace link npm makes for packages/domain.
  mkdirSync(path.join(dir, 'node_modules/@ruangmain'), { recursive: true });
  symlinkSync('../../packages/domain', path.join(dir, 'node_modules/@ruangmain/domain'), 'dir');
  // The path-literal check runs as the repository's own script (its imports resolve from there).
  mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  symlinkSync(
    path.join(root, 'scripts/api-path-literals.ts'),
    path.join(dir, 'scripts/api-path-literals.ts'),
  );
  return dir;
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-boundaries-'));
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('npm run lint:boundaries', () => {
  it('is run by npm test, right after the lint', () => {
    expect(checkCommand).toContain('.dependency-cruiser.cjs');
    expect(rootPackage.scripts.test).toMatch(/^npm run lint && npm run lint:boundaries && /);
  });

  it('passes a tree that keeps every boundary and fails, exit code and all, on one planted import', {
    timeout: 90_000,
  }, async () => {
    const clean = await runScript(makeTree('clean'));
    expect(clean.output).toMatch(/no dependency violations found/);
    expect(clean.code).toBe(0);
    const plant = PLANTS[0] as Plant;
    const planted = await runScript(makeTree('planted', { [plant.file]: plant.code }));
    expect(planted.output).toContain(`error ${plant.rule}: ${plant.file} → ${plant.imports}`);
    expect(planted.code).not.toBe(0);
  });

  it('resolves `@/` and `@ruangmain/domain` in the clean tree', async () => {
    const { code, output } = await runCheck(makeTree('clean-in-process'));
    expect(output).toMatch(/no dependency violations found/);
    expect(code).toBe(0);
  });

  it.each(PLANTS.map((plant, index) => ({ ...plant, index })))(
    'fails on $rule: $file → $imports',
    async ({ rule, file, code: text, imports, index }) => {
      const extra: Record<string, string> = { [file]: text };
      if (rule === 'api-cycle') {
        extra['apps/api/src/lib/errors.ts'] =
          "import { wait } from './wait';\nexport class AppError extends Error {}\nexport const later = wait;\n";
      }
      if (rule === 'web-cycle') {
        extra['apps/web/src/app/module-loader.ts'] =
          "export const loadQueries = () => 1;\nexport const loadScope = () => import('./query-scope');\n";
      }
      const { code, output } = await runCheck(makeTree(`plant-${index}`, extra));
      expect(code).not.toBe(0);
      // A cycle is reported over several lines, from any of its members.
      const report = output.replace(/\s+/g, ' ');
      const arrow = rule.endsWith('cycle') ? imports : `${file} → ${imports}`;
      expect(report).toContain(`error ${rule}: `);
      expect(report).toContain(arrow);
    },
  );
});

// dependency-cruiser sees imports, not strings: scripts/api-path-literals.ts, run by the same script.
describe('npm run lint:boundaries: API paths in the web app', () => {
  const BOOK = 'apps/web/src/features/booking/book.ts';
  const planted =
    "import { call } from '@/lib/api-client';\nexport const book = () => call({ method: 'POST', path: '/api/book-room' });\n";

  it('fails, exit code and all, on a string literal holding an API path in apps/web/src', {
    timeout: 90_000,
  }, async () => {
    const { code, output } = await runScript(makeTree('path-literal', { [BOOK]: planted }));
    expect(output).toMatch(/no dependency violations found/);
    expect(output).toContain(`error api-path-literal: ${BOOK}:2:56 '/api/book-room'`);
    expect(code).not.toBe(0);
  });

  it('leaves tests alone', () => {
    const withTest = makeTree('path-literal-test', { 'apps/web/src/features/booking/book.test.ts': planted });
    expect(checkApiPathLiterals(withTest)).toEqual([]);
  });

  it.each([
    ["'/api/public/rooms'", true],
    ['"/api/public/rooms"', true],
    [`\`/api/customer/cancel/\${id}\``, true],
    [`\`\${origin}/api/public/rooms\``, true],
    ["'/api'", true],
    ["'/apis/x'", false],
    ["'https://example.com/api/x'", false],
    ["'/storage/api/x'", false],
    ["'/api/public/rooms'.length // ok: a comment about '/api/x' is no literal", true],
  ])('finds %s: %s', (literal, found) => {
    const literals = findApiPathLiterals(
      `const id = 1, origin = '';\nexport const x = ${literal};\n`,
      'x.ts',
    );
    expect(literals.length > 0).toBe(found);
  });

  it('reads comments as comments and JSX attributes as literals', () => {
    const code =
      '// GET \'/api/public/rooms\'\n/** `/api/x` */\nexport const A = () => <a href="/api/docs">docs</a>;\n';
    expect(findApiPathLiterals(code, 'a.tsx')).toEqual([{ line: 3, column: 32, text: '"/api/docs"' }]);
  });
});
