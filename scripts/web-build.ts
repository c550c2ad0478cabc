import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The prerendered home page: the build writes it last (apps/web/build/prerender-home.ts), so it only
// exists when the whole build, shell and prerender included, succeeded.
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// Everything the web bundle is made from.
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/theme-init.js',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    0,
  );
}

export function isWebBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/** Builds apps/web when its dist is missing or older than any of its sources. */
export function ensureWebBuild(): void {
  if (!isWebBuildStale()) return;
  console.info('Building the web app…');
  execFileSync('npm', ['run', 'build', '--workspace', '@ruangmain/web'], { cwd: root, stdio: 'inherit' });
}
