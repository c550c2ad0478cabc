import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDeviceLanguageChoice } from '@/hooks/use-language-choice';
import { useSession } from '@/lib/auth/use-session';
import { catalogueLanguageOf, resolveChoice, sideOf } from '@/lib/language';
import { accountLanguageOf } from '@/lib/language-in-force';
import { loadLanguage } from '@/lib/language-loading';

/**
 * Keeps the catalogue in force as the page, the session and the device's choice change
 * (docs/decisions/0048): going to /admin with no choice turns to Indonesian, logging in takes the
 * account's language, the switch its choice. The page keeps its texts until the new ones are loaded.
 */
export function useFollowLanguage() {
  const { pathname } = useLocation();
  const choice = useDeviceLanguageChoice();
  const { user } = useSession();
  const language = catalogueLanguageOf(resolveChoice(choice, accountLanguageOf(user)), sideOf(pathname));
  useEffect(() => {
    // Offline: the page stays in the language it has; the next change tries again.
    loadLanguage(language).catch((error: unknown) =>
      console.warn(`The language ${language} did not load`, error),
    );
  }, [language]);
}
