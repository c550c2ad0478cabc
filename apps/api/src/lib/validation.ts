import type { z } from 'zod';
import type { TextKey } from '../texts/english';
import { apiText, fieldText, joinTexts, type LocalText } from '../texts/local-text';
import type { FieldErrors } from './errors';

type Issue = z.core.$ZodIssue;

/**
 * Laravel-style rule code for a zod issue (../shared/STYLE.md "Errors are data"), so clients map codes to the
 * spec's messages. A schema can name its own code with `{ params: { code: 'validation.confirmed' } }`.
 */
export function toRuleCode(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'validation.required';
      return `validation.${ruleForType(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'validation.required';
      return `validation.min.${originKind(issue.origin)}`;
    case 'too_big':
      return `validation.max.${originKind(issue.origin)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'regex') return 'validation.regex';
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') {
        return 'validation.date_format';
      }
      return 'validation.format';
    case 'invalid_value':
      return 'validation.in';
    case 'not_multiple_of':
      return 'validation.multiple_of';
    case 'custom': {
      const code = issue.params?.code;
      return typeof code === 'string' ? code : 'validation.invalid';
    }
    default:
      return 'validation.invalid';
  }
}

function ruleForType(expected: string): string {
  if (expected === 'number' || expected === 'int' || expected === 'bigint') return 'numeric';
  if (expected === 'array') return 'array';
  if (expected === 'boolean') return 'boolean';
  if (expected === 'object') return 'array';
  return 'string';
}

function originKind(origin: string): string {
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'numeric';
  if (origin === 'array' || origin === 'set') return 'array';
  if (origin === 'file') return 'file';
  return 'string';
}

/** The field of an issue about the whole body, query or params. */
const ROOT_FIELD = '_';

export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? ROOT_FIELD : path.map(String).join('.');
}

/** One field's part of an issue: an unrecognized-keys issue names each key the caller sent. */
type FieldIssue = { field: string; code: string; message: LocalText };

/** The catalogue's sentence for a rule code, for a reader of another language than the schema's. */
function ruleTextKey(code: string): TextKey {
  const [, rule = ''] = code.split('.');
  const known: Record<string, TextKey> = {
    required: 'rule.required',
    string: 'rule.string',
    numeric: 'rule.numeric',
    array: 'rule.array',
    boolean: 'rule.boolean',
    min: 'rule.min',
    max: 'rule.max',
    email: 'rule.email',
    regex: 'rule.format',
    format: 'rule.format',
    date_format: 'rule.date',
    in: 'rule.in',
    multiple_of: 'rule.multipleOf',
  };
  return known[rule] ?? 'rule.invalid';
}

/**
 * A schema's own message (the spec's English, e.g. 'Customer name and phone are required') with no
 * language or English asked for; in Indonesian the rule's sentence, as the schemas are written in English.
 */
function issueText(code: string, message: string): LocalText {
  const translated = apiText(ruleTextKey(code));
  return { key: code, in: (language) => (language === 'id' ? translated.in(language) : message) };
}

function toFieldIssues(issue: Issue): FieldIssue[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const field = fieldName([...issue.path, key]);
      return { field, code: 'validation.prohibited', message: apiText('validation.prohibited', { field }) };
    });
  }
  const code = toRuleCode(issue);
  return [{ field: fieldName(issue.path), code, message: issueText(code, issue.message) }];
}

/**
 * Groups issues by field: `{ errors: { phone: ['validation.regex'] }, message: 'phone: …' }`. An issue of
 * the whole body (field `_`) is said without a field name, and a key the schema does not know is named
 * itself, never as `_`.
 */
export function summariseIssues(issues: ReadonlyArray<Issue>): { errors: FieldErrors; message: LocalText } {
  const errors: FieldErrors = {};
  const messages: LocalText[] = [];
  for (const { field, code, message } of issues.flatMap(toFieldIssues)) {
    const codes = errors[field] ?? [];
    if (!codes.includes(code)) codes.push(code);
    errors[field] = codes;
    // 'field: message; field: message' is the form spec 1 §5 splits into per-field messages.
    messages.push(field === ROOT_FIELD ? message : fieldText(field, message));
  }
  return { errors, message: messages.length > 0 ? joinTexts(messages) : apiText('validation.invalid') };
}

// NUL, which PostgreSQL text and jsonb cannot hold, and a UTF-16 surrogate without its pair, which
// no UTF-8 text can hold (the driver would silently store U+FFFD instead). With the u flag a
// well-formed pair is one code point and never matches \p{Surrogate}.
const LONE_SURROGATE = /\p{Surrogate}/u;
const MAX_REPORTED_FIELDS = 20;

export function hasUnstorableCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const BAD_KEY = Symbol('unstorable key');

type PathLink = { key: PropertyKey; parent: PathLink | null } | null;

function toPath(link: PathLink): PropertyKey[] {
  const keys: PropertyKey[] = [];
  for (let current = link; current; current = current.parent) keys.push(current.key);
  return keys.reverse();
}

/**
 * Fields of a parsed body, query or params holding text the database cannot store, in either a
 * value or a key: `['name', 'fnbs.0.notes']`. Walks without recursion and keeps each path as a link
 * to its parent, so neither depth nor size can overflow the stack or the memory.
 */
export function findUnstorableFields(input: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; link: PathLink }> = [{ value: input, link: null }];
  while (pending.length > 0 && found.length < MAX_REPORTED_FIELDS) {
    const { value, link } = pending.pop() as { value: unknown; link: PathLink };
    if (value === BAD_KEY) {
      found.push(fieldName(toPath(link)));
    } else if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) found.push(fieldName(toPath(link)));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        pending.push({ value: value[index], link: { key: index, parent: link } });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        // A bad key is named escaped, so the answer itself holds no unstorable character.
        if (hasUnstorableCharacter(key)) {
          pending.push({ value: BAD_KEY, link: { key: JSON.stringify(key).slice(1, -1), parent: link } });
        } else {
          pending.push({ value: child, link: { key, parent: link } });
        }
      }
    }
  }
  return found;
}
