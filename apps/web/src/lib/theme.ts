// Light/dark theme (spec 1 §3 and §4): stored under `theme`, default light, applied as the data-theme
// attribute on <html>. theme-init.js (inlined into <head>) applies the stored value before first
// paint; this module keeps it in step afterwards.

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

const THEME_COLOR: Record<Theme, string> = { light: '#5a31f4', dark: '#0c0a1a' };

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function applyTheme(theme: Theme) {
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

const listeners = new Set<() => void>();
let current: Theme = typeof document === 'undefined' ? DEFAULT_THEME : readStoredTheme();

export const themeStore = {
  getSnapshot: (): Theme => current,
  /**
   * The theme the prerendered home page is rendered in (docs/decisions/0006; its CSS follows
   * data-theme anyway). Hydration starts from it, then React re-renders with the stored theme.
   */
  getServerSnapshot: (): Theme => DEFAULT_THEME,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Applies and saves the choice. */
  set(theme: Theme) {
    current = theme;
    applyTheme(theme);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Not persisted; still applied for this page view.
    }
    for (const listener of listeners) listener();
  },
};

// Another tab changed the theme: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    current = isTheme(event.newValue) ? event.newValue : DEFAULT_THEME;
    applyTheme(current);
    for (const listener of listeners) listener();
  });
}
