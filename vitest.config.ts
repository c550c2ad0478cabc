import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = fileURLToPath(new URL('.', import.meta.url));
const API_TEST_DIRS = ['apps/api/src', 'apps/api/test'];

const apiTestFiles = API_TEST_DIRS.flatMap((dir) =>
  readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`),
);
const readsLike = (pattern: RegExp) => (file: string) => pattern.test(readFileSync(`${root}${file}`, 'utf8'));

/**
 * The API test files that replace a module of the app with `vi.mock`: the module must be imported anew
 * for them, so they run in a project of their own whose files each get fresh modules.
 */
const apiFilesReplacingModules = apiTestFiles.filter(readsLike(/\bvi\.(mock|doMock)\(/));

/** The API test files that start processes (real servers, scripts): the longest, mostly waiting. */
const filesStartingProcesses = new Set(
  apiTestFiles.filter(readsLike(/\bspawn(Server)?\(/)).map((file) => `${root}${file}`),
);

/**
 * Vitest's order (the slowest of the last run first, else the largest file first) with the files that
 * start processes ahead of the rest: a fresh clone (CI) has no last run, and one of them started last
 * would keep the run waiting on it long after every other file is done.
 */
class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsProcesses = (file: TestSpecification) => filesStartingProcesses.has(file.moduleId);
    return [...sorted.filter(startsProcesses), ...sorted.filter((file) => !startsProcesses(file))];
  }
}

const apiProject = {
  environment: 'node',
  setupFiles: ['apps/api/test/setup.ts'],
  globalSetup: ['apps/api/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine, while most
    // API test files spend their time waiting on a database, a child server or a clock.
    maxWorkers: 2,
    sequence: { sequencer: ProcessesFirst },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web app's pure helpers (no DOM): calendar grids, step rules, the venue clock.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The repository's own checks, e.g. the import boundaries of `npm run lint:boundaries`.
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // The files of a worker share the app's modules (isolate: false): importing the app (Fastify,
        // Drizzle, every route and contract) once per worker rather than once per file halves the CPU
        // of the API tests. Each file still builds its own app on its own database (test/test-app.ts).
        test: {
          name: 'api',
          include: API_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/node_modules/**', ...apiFilesReplacingModules],
          isolate: false,
          ...apiProject,
        },
      },
      ...(apiFilesReplacingModules.length > 0
        ? [{ test: { name: 'api-isolated', include: apiFilesReplacingModules, ...apiProject } }]
        : []),
    ],
  },
});
