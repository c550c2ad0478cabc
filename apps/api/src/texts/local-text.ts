import type { Language } from '@ruangmain/domain/languages';
import { ENGLISH_TEXTS, type TextKey } from './english';
import { INDONESIAN_TEXTS } from './indonesian';

/**
 * A text a person reads, named by its catalogue key and not yet in a language: an operation says what
 * went wrong, and the reply puts it in the reader's language once that is known (docs/decisions/0050).
 * `null` is no language asked for: today's texts, the spec's exact ones.
 */
export interface LocalText {
  readonly key: string;
  in(language: Language | null): string;
}

/** A placeholder's value: a word or number as it is, or a text of its own that follows the language. */
export type TextParam = string | number | LocalText;
export type TextParams = Readonly<Record<string, TextParam>>;

/**
 * Keys whose spec text is Indonesian (spec 2 §5 "Promo validity" and the venue's promo rules in its
 * style): asked for no language, they keep it, as the web's spec catalogue does (record 0048).
 */
const isWrittenInIndonesianBySpec = (key: TextKey) => key.startsWith('promo.');

const CATALOGUES: Record<Language, Record<TextKey, string>> = { en: ENGLISH_TEXTS, id: INDONESIAN_TEXTS };

/** The catalogue text of a key in a language; no language is the spec's. */
export function findText(key: TextKey, language: Language | null): string {
  if (language) return CATALOGUES[language][key];
  return isWrittenInIndonesianBySpec(key) ? INDONESIAN_TEXTS[key] : ENGLISH_TEXTS[key];
}

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(template: string, params: TextParams, language: Language | null): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value.in(language) : String(value);
  });
}

/** The catalogue's text `key`, its `{placeholders}` filled from `params`. */
export function apiText(key: TextKey, params: TextParams = {}): LocalText {
  return { key, in: (language) => fill(findText(key, language), params, language) };
}

/** 'field: text', the form spec 1 §5 splits into per-field messages; the field name stays as sent. */
export function fieldText(field: string, text: LocalText): LocalText {
  return { key: text.key, in: (language) => `${field}: ${text.in(language)}` };
}

/** Several texts said as one ('a; b'), each in the same language. */
export function joinTexts(texts: readonly LocalText[], separator = '; '): LocalText {
  return {
    key: texts.map((text) => text.key).join(separator),
    in: (language) => texts.map((text) => text.in(language)).join(separator),
  };
}

/** The catalogue's nouns by their English word ('unit' → noun.unit), for the collections' texts. */
const NOUN_KEYS = new Map(
  Object.entries(ENGLISH_TEXTS)
    .filter(([key]) => key.startsWith('noun.'))
    .map(([key, word]) => [word, key as TextKey]),
);

/** A collection's noun ('unit', 'banners') in the reader's language; a word the catalogue lacks stays. */
export function nounText(word: string): TextParam {
  const key = NOUN_KEYS.get(word);
  return key ? apiText(key) : word;
}

/** Whether a value is a text not yet in a language (a success answer's `message`, say). */
export function isLocalText(value: unknown): value is LocalText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalText).key === 'string' &&
    typeof (value as LocalText).in === 'function'
  );
}
