import { useCallback } from 'react';
import { useClientStore } from '@/hooks/use-client-store';
import { type Theme, themeStore } from '@/lib/theme';

/** The current theme and the actions that change (and save) it. */
export function useTheme() {
  const theme = useClientStore(themeStore.subscribe, themeStore.getSnapshot, themeStore.getServerSnapshot());
  const setTheme = useCallback((next: Theme) => themeStore.set(next), []);
  const toggleTheme = useCallback(
    () => themeStore.set(themeStore.getSnapshot() === 'dark' ? 'light' : 'dark'),
    [],
  );
  return { theme, isDark: theme === 'dark', setTheme, toggleTheme };
}
