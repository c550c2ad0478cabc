// Which catalogue is in force (docs/decisions/0048). A person chooses Bahasa Indonesia or English; with
// no choice the customer side keeps the spec's own mix (today's `en` catalogue, English with the texts
// spec 1 §1 wrote in Indonesian) and the staff side speaks Indonesian. English chosen is a catalogue of
// its own: the overlay `en-x-chosen` (a private-use tag) holds only the spec's Indonesian texts in
// English and falls back to `en` for the rest.
import type { Language } from '@ruangmain/domain/languages';
import { paths } from '@/config/paths';

/** The spec's mix, bundled with the entry and what the prerendered pages are rendered in. */
export const SPEC_LANGUAGE = 'en';
/** English chosen explicitly: the overlay on `en`. */
export const CHOSEN_ENGLISH = 'en-x-chosen';
/** The i18next languages: one catalogue each. */
export const CATALOGUE_LANGUAGES = [SPEC_LANGUAGE, 'id', CHOSEN_ENGLISH] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export type Side = 'customer' | 'staff';

const STAFF_ROOT = paths.staffHome.getHref();

/** The staff app lives under /admin; every other path is the customer side. */
export const sideOf = (pathname: string): Side =>
  pathname === STAFF_ROOT || pathname.startsWith(`${STAFF_ROOT}/`) ? 'staff' : 'customer';

/** The choice in force: the device's, else the account's, else none (null). */
export const resolveChoice = (
  deviceChoice: Language | null,
  accountLanguage: Language | null | undefined,
): Language | null => deviceChoice ?? accountLanguage ?? null;

/** The catalogue a choice shows on a side: none chosen is the spec's mix for customers, Indonesian for staff. */
export function catalogueLanguageOf(choice: Language | null, side: Side): CatalogueLanguage {
  if (choice === 'id') return 'id';
  if (choice === 'en') return CHOSEN_ENGLISH;
  return side === 'staff' ? 'id' : SPEC_LANGUAGE;
}

/** The language a catalogue is written in, for the document's `lang` and the switch: the overlay and the spec's mix are English. */
export const spokenLanguageOf = (language: string): Language => (language === 'id' ? 'id' : 'en');

/**
 * The `Accept-Language` the API's texts are asked in (docs/decisions/0050): a chosen language by its
 * name, and with no choice on the customer side `*`, any: the API then says the spec's texts, as the
 * spec's catalogue does here, rather than whatever the browser would name.
 */
export function acceptLanguageOf(language: string): string {
  if (language === 'id') return 'id';
  return language === CHOSEN_ENGLISH ? 'en' : '*';
}

/** The names in long dates: the spec writes them in Indonesian, so only English chosen has English ones. */
export const dateLanguageOf = (language: string): Language => (language === CHOSEN_ENGLISH ? 'en' : 'id');
