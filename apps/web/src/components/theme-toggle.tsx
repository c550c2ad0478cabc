import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/hooks/use-theme';

/** Switches between the light and dark theme and saves the choice (spec 1 §4 "Theme"). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { isDark, toggleTheme } = useTheme();
  const label = isDark ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={clsx(
        'grid size-10 shrink-0 cursor-pointer place-items-center rounded-xl text-fg transition-colors hover:bg-surface-2',
        className,
      )}
    >
      {/* The icon follows data-theme in CSS, so the prerendered home page (rendered light) shows the
          right one before its JavaScript runs. */}
      <Moon aria-hidden className="size-5 dark:hidden" />
      <Sun aria-hidden className="hidden size-5 dark:block" />
    </button>
  );
}
