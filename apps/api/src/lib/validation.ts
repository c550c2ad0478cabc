import type { z } from 'zod';
import type { FieldErrors } from './errors';

type Issue = z.core.$ZodIssue;

/**
 * Laravel-style rule code for a zod issue (STYLE.md "Errors are data"), so clients map codes to the
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
    case 'unrecognized_keys':
      return 'validation.prohibited';
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

export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? '_' : path.map(String).join('.');
}

/** Groups issues by field: `{ errors: { phone: ['validation.regex'] }, message: 'phone: …' }`. */
export function summariseIssues(issues: ReadonlyArray<Issue>): { errors: FieldErrors; message: string } {
  const errors: FieldErrors = {};
  const messages: string[] = [];
  for (const issue of issues) {
    const field = fieldName(issue.path);
    const codes = errors[field] ?? [];
    const code = toRuleCode(issue);
    if (!codes.includes(code)) codes.push(code);
    errors[field] = codes;
    // 'field: message; field: message' is the form spec 1 §5 splits into per-field messages.
    messages.push(`${field}: ${issue.message}`);
  }
  return { errors, message: messages.join('; ') || 'The given data was invalid.' };
}
