// The catalogue in force for a page (docs/decisions/0048): the device's choice, else the signed-in
// account's, else the side's default. app/use-follow-language.ts applies it as the page, the session
// and the choice change; start-app.tsx before the first render.
import { isLanguage } from '@ruangmain/domain/languages';
import type { SessionUser } from '@/lib/auth/session-storage';
import { sessionStore } from '@/lib/auth/session-store';
import { type CatalogueLanguage, catalogueLanguageOf, resolveChoice, sideOf } from '@/lib/language';
import { languageChoiceStore } from '@/lib/language-choice';

/** The account's language as the session keeps it (a session stored before it existed has none). */
export const accountLanguageOf = (user: SessionUser | null) =>
  isLanguage(user?.language) ? user.language : null;

/** The catalogue in force at `pathname` for this device and session now. */
export function languageInForce(pathname: string): CatalogueLanguage {
  const choice = resolveChoice(
    languageChoiceStore.getSnapshot(),
    accountLanguageOf(sessionStore.getSnapshot().user),
  );
  return catalogueLanguageOf(choice, sideOf(pathname));
}
