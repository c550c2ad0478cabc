import { ENGLISH_TEXTS, type TextKey } from './english';
import { apiText, findText, type LocalText } from './local-text';

/**
 * The domain's rule finders (findPromoProblem, findHeldRewardProblem, findCheckInProblem…) answer the
 * spec's own text, because the web shows the same finders' answers as they are. The API names such an
 * answer back by the catalogue key whose spec text it is, its values read from the placeholders, so
 * it too follows the reader's language (docs/decisions/0050).
 */

type Pattern = { key: TextKey; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toPattern(key: TextKey): Pattern {
  const names: string[] = [];
  const parts = findText(key, null).split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`), names };
}

/** The groups whose texts the domain's finders answer (english.ts takes them from the domain). */
const DOMAIN_GROUPS = [
  'booking.',
  'reward.',
  'desk.',
  'foodOrder.',
  'shift.',
  'promo.',
  'kitchen.',
  'rewardTime.',
];

let patterns: Pattern[] | undefined;

/** The catalogue text a domain rule's answer is; a text the catalogue lacks stays as it is, in any language. */
export function fromDomainText(message: string): LocalText {
  patterns ??= (Object.keys(ENGLISH_TEXTS) as TextKey[])
    .filter((key) => DOMAIN_GROUPS.some((group) => key.startsWith(group)))
    .map(toPattern);
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    return apiText(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
  }
  return { key: 'untranslated', in: () => message };
}
