// Which console a name speaks of, for its icon (spec 1 §9); shared by every screen that lists consoles.

export type ConsoleKind = 'ps5' | 'ps4' | 'switch';

/** Console icons are detected by name for PS5, PS4 and Switch (spec 1 §9); null for any other. */
export function detectConsoleKind(name: string): ConsoleKind | null {
  const normalized = name.toLowerCase().replace(/[\s-]+/g, '');
  if (normalized.includes('ps5') || normalized.includes('playstation5')) return 'ps5';
  if (normalized.includes('ps4') || normalized.includes('playstation4')) return 'ps4';
  if (normalized.includes('switch')) return 'switch';
  return null;
}
