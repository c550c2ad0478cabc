import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on unexpected console.error (../shared/STYLE.md, epic-stack): a test that expects one mocks it.
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  consoleError.mockRestore();
});
