// Type-checks every workspace; each has its own tsconfig (DOM for web, Node elsewhere).
import { execFileSync } from 'node:child_process';

const projects = ['packages/domain', 'apps/api', 'apps/web', 'e2e', 'bench', 'scripts'];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
