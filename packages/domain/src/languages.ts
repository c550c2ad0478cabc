/**
 * The languages a person can choose (issue 30, docs/decisions/0048): Bahasa Indonesia and English. The
 * account keeps the choice (`users.language`), the web app the device's; null is no choice made.
 */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
