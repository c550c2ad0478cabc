import type * as AuthSchemas from '@ruangmain/domain/auth-schemas';
import type { ZodType } from 'zod';

type SchemaName = {
  [Name in keyof typeof AuthSchemas]: (typeof AuthSchemas)[Name] extends ZodType ? Name : never;
}[keyof typeof AuthSchemas];

/**
 * A loader of one of the account forms' schemas (spec 1 §5) for `useServerForm`: the schemas and zod
 * load when the form is first touched, not with its page (docs/decisions/0018).
 */
export const authFormSchema =
  <Name extends SchemaName>(name: Name) =>
  (): Promise<(typeof AuthSchemas)[Name]> =>
    import('@ruangmain/domain/auth-schemas').then((schemas) => schemas[name]);
