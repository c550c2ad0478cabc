import type { Language } from '@ruangmain/domain/languages';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/choose-language';
import { spokenLanguageOf } from '@/lib/language';

const OPTIONS = [
  { language: 'id', nameKey: 'language.id', shortKey: 'language.idShort' },
  { language: 'en', nameKey: 'language.en', shortKey: 'language.enShort' },
] as const satisfies readonly { language: Language; nameKey: string; shortKey: string }[];

/**
 * Chooses Bahasa Indonesia or English (issue 30, docs/decisions/0048): two toggle buttons in a labelled
 * group, the one in force pressed. `compact` shows ID / EN, each named in full after it for assistive
 * technology; the phone menu has room for the names, across its width.
 */
export function LanguageSwitch({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation();
  const shown = spokenLanguageOf(i18n.language);
  return (
    <fieldset
      aria-label={t('language.label')}
      className={clsx(
        'shrink-0 rounded-xl bg-surface-2 p-0.5',
        compact ? 'inline-flex' : 'flex w-full',
        className,
      )}
    >
      {OPTIONS.map(({ language, nameKey, shortKey }) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={shown === language}
          title={compact ? t(nameKey) : undefined}
          onClick={() => chooseLanguage(language)}
          className={clsx(
            'cursor-pointer rounded-[10px] px-2.5 text-xs font-bold transition-colors',
            compact ? 'h-9' : 'h-10 flex-1 text-sm',
            shown === language ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {compact ? (
            // The name starts with what is seen ('ID Bahasa Indonesia'): a voice saying 'ID' finds it
            // (WCAG 2.5.3), and a screen reader hears the language in full.
            <>
              {t(shortKey)}
              <span className="sr-only">{` ${t(nameKey)}`}</span>
            </>
          ) : (
            t(nameKey)
          )}
        </button>
      ))}
    </fieldset>
  );
}
