import type { Language } from '@ruangmain/domain/languages';
import { useTranslation } from 'react-i18next';
import { dateLanguageOf } from '@/lib/language';

/** The language of long dates in the catalogue in force (docs/decisions/0048): Indonesian unless English is chosen. */
export function useDateLanguage(): Language {
  const { i18n } = useTranslation();
  return dateLanguageOf(i18n.language);
}
