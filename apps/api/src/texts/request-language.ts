import { isLanguage, type Language } from '@ruangmain/domain/languages';
import type { FastifyRequest } from 'fastify';
import { isLocalText, type LocalText } from './local-text';

/**
 * The language of an `Accept-Language` header: the first of Bahasa Indonesia and English by the
 * client's preference (q), any region ('id-ID', 'en-GB') counted as its language; null when it names
 * neither, or only `*` (no preference: the web app's customer side before a choice sends that, record 0050).
 */
export function parseAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find(({ language }) => isLanguage(language));
  return found && isLanguage(found.language) ? found.language : null;
}

/** What a request tells of its person's language: the session's account and the headers. */
export type RequestOfPerson = Pick<FastifyRequest, 'auth' | 'headers'>;

/** A text said to the person making the request, in their language: a route's success `message`. */
export function sayTo(request: RequestOfPerson, text: LocalText): string {
  return text.in(languageOf(request));
}

/**
 * The language a request's texts are said in: the signed-in account's choice, else the client's
 * `Accept-Language`, else none (the spec's texts).
 */
export function languageOf(request: RequestOfPerson): Language | null {
  return request.auth?.user.language ?? parseAcceptLanguage(request.headers['accept-language']);
}

/** An answer whose `message` may still be a text in no language, until the route says it. */
export type Said<Answer> = Answer extends { message: string }
  ? Omit<Answer, 'message'> & { message: string | LocalText }
  : Answer;

/** An answer as it is sent: its `message` said in a language. */
export type Spoken<Answer> = Answer extends { message: string | LocalText }
  ? Omit<Answer, 'message'> & { message: string }
  : Answer;

/** The answer with its `message` said to the request's person, when it is a text in no language. */
export function sayAnswer<Answer>(request: RequestOfPerson, answer: Answer): Spoken<Answer> {
  if (typeof answer !== 'object' || answer === null) return answer as Spoken<Answer>;
  const { message } = answer as { message?: unknown };
  return (isLocalText(message) ? { ...answer, message: sayTo(request, message) } : answer) as Spoken<Answer>;
}
