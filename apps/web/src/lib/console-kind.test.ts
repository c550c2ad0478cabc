import { describe, expect, it } from 'vitest';
import { detectConsoleKind } from '@/lib/console-kind';

describe('detectConsoleKind (spec 1 §9)', () => {
  it.each([
    ['PS5', 'ps5'],
    ['PlayStation 5', 'ps5'],
    ['PS-5 Pro', 'ps5'],
    ['ps4', 'ps4'],
    ['Playstation 4 Slim', 'ps4'],
    ['Nintendo Switch', 'switch'],
    ['SWITCH OLED', 'switch'],
    ['Xbox Series X', null],
    ['', null],
  ] as const)('%j is %s', (name, kind) => {
    expect(detectConsoleKind(name)).toBe(kind);
  });
});
