import type { Language } from '@ruangmain/domain/languages';
import { sessionStore } from '@/lib/auth/session-store';
import { languageChoiceStore } from '@/lib/language-choice';

/**
 * Chooses a language on the switch (docs/decisions/0048): saved on the device at once, and on the
 * account when signed in. The session is read at the press, not from the render: a press while a
 * prerendered page is hydrated runs with the hydration's signed-out render. The device's choice already
 * wins, so a failed account save is only logged.
 */
export function chooseLanguage(language: Language) {
  languageChoiceStore.set(language);
  if (!sessionStore.getSnapshot().token) return;
  import('@/lib/account-language')
    .then(({ saveAccountLanguage }) => saveAccountLanguage(language))
    .catch((error: unknown) => console.warn('The language was not saved on the account', error));
}
