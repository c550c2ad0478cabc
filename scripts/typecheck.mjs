// Type-checks every workspace; each has its own tsconfig (DOM for web, Node elsewhere).
// `tsc` uses one core: the projects are checked side by side, one per core, the largest first, and each
// one's output is printed whole when it is done.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['apps/web', 'apps/api', 'scripts', 'bench', 'packages/domain', 'e2e'];
const waiting = [...projects];
let failed = false;

function check(project) {
  return new Promise((resolve) => {
    execFile('npx', ['tsc', '-p', project], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      if (error) failed = true;
      resolve();
    });
  });
}

async function checkWaiting() {
  for (let project = waiting.shift(); project; project = waiting.shift()) await check(project);
}

await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, checkWaiting));
process.exit(failed ? 1 : 0);
