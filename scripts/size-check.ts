// `npm run check:size`: after `npm run build`, prints each customer route's first-load JavaScript
// (Brotli) against its budget and exits 1 when one is over or wrong
// (scripts/bundle-size.ts).
import { fileURLToPath } from 'node:url';
import { kb, measureRoutes } from './bundle-size';

const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const sizes = measureRoutes(dist);
console.table(
  sizes.map((size) => ({
    route: size.path,
    chunks: size.files.length,
    'JS (Brotli)': kb(size.bytes),
    budget: kb(size.budget),
    ok: size.problems.length === 0 ? 'yes' : 'NO',
  })),
);
const problems = sizes.flatMap((size) => size.problems.map((problem) => `${size.path}: ${problem}`));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
