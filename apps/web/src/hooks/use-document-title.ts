import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to `{title} · RuangMain`, or the default title when none is given. */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('app.documentTitle', { title }) : t('app.defaultTitle');
  }, [t, title]);
}
