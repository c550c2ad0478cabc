import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every text a person reads exists in Bahasa Indonesia and in English (issue 30): the two catalogues
// hold the same files, the same keys, and in each text the same placeholders and tags, none empty.

const LOCALES = path.dirname(new URL(import.meta.url).pathname);
const LANGUAGES = ['en', 'id'] as const;

type Catalogue = { [key: string]: string | Catalogue };

const filesOf = (language: string) =>
  readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

const read = (language: string, file: string): Catalogue =>
  JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8'));

/** Every text of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(at, value);
    else for (const [inner, text] of flatten(value, at)) texts.set(inner, text);
  }
  return texts;
}

/** What a translation must carry over unchanged: {{placeholders}}, $t(nestings) and <tags>. */
const markersOf = (text: string) => (text.match(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>/g) ?? []).sort();

/** What one language's catalogue misses of the other's: keys, markers, texts left empty. */
function differences(english: Map<string, string>, translated: Map<string, string>): string[] {
  const found: string[] = [];
  for (const key of translated.keys()) if (!english.has(key)) found.push(`${key}: only translated`);
  for (const [key, text] of english) {
    const other = translated.get(key);
    if (other === undefined) found.push(`${key}: not translated`);
    else if (markersOf(other).join() !== markersOf(text).join()) found.push(`${key}: markers differ`);
    else if (text.trim() && !other.trim()) found.push(`${key}: empty`);
  }
  return found;
}

describe('the catalogues of every language', () => {
  it('hold the same files', () => {
    expect(filesOf('id')).toEqual(filesOf('en'));
  });

  it.each(filesOf('en'))('%s: the same keys, placeholders and tags, no text left empty', (file) => {
    const [english, indonesian] = LANGUAGES.map((language) => flatten(read(language, file)));
    expect(differences(english ?? new Map(), indonesian ?? new Map())).toEqual([]);
  });

  it('finds a planted miss of each kind', () => {
    const english = flatten({ book: { now: 'Book now', hours: '{{count}} hours', bold: '<b>Paid</b>' } });
    const planted = flatten({ book: { hours: '{{jumlah}} jam', bold: '  ' }, extra: 'Tambahan' });
    expect(differences(english, planted).sort()).toEqual([
      'book.bold: markers differ',
      'book.hours: markers differ',
      'book.now: not translated',
      'extra: only translated',
    ]);
    expect(differences(flatten({ a: 'Paid' }), flatten({ a: ' ' }))).toEqual(['a: empty']);
  });
});

// English chosen (docs/decisions/0048) overlays `en` with only the texts the spec wrote in Indonesian:
// each is a key of `en`, carries its markers, and says something else than the spec's text.
describe('the English overlay', () => {
  const OVERLAY = 'en-x-chosen';

  it('overlays namespaces of `en` only', () => {
    expect(filesOf('en')).toEqual(expect.arrayContaining(filesOf(OVERLAY)));
  });

  describe.each(filesOf(OVERLAY))('%s', (file) => {
    const english = flatten(read('en', file));
    const overlay = flatten(read(OVERLAY, file));

    it('translates keys of `en`, keeping every placeholder and tag', () => {
      for (const [key, text] of overlay) {
        const spec = english.get(key);
        expect(spec, `${file} ${key}`).toBeDefined();
        expect(markersOf(text), `${file} ${key}`).toEqual(markersOf(spec ?? ''));
        expect(text, `${file} ${key}`).not.toBe(spec);
      }
    });
  });
});
