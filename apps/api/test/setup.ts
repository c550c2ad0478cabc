import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on unexpected console.error (../shared/STYLE.md, epic-stack): a test that expects one mocks it.
// The guard stays on while any test of the file runs, concurrent ones (describe.concurrent) included.
let consoleError: ReturnType<typeof vi.spyOn> | undefined;
let running = 0;

beforeEach(() => {
  running += 1;
  if (running > 1) return;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  running -= 1;
  if (running > 0) return;
  consoleError?.mockRestore();
  consoleError = undefined;
});
