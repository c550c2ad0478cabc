import { describeRegisterError } from '@ruangmain/domain/auth-messages';
import { useEffect, useRef } from 'react';
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useClearErrorsOnEdit } from '@/hooks/use-clear-errors-on-edit';
import { collectServerFieldErrors, serverFieldMapper } from '@/lib/form-errors';

export type ServerFormOptions<TInput extends FieldValues, TOutput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'reValidateMode' | 'defaultValues'
> & {
  /** The fields' first values; the field types come from the schema. */
  defaultValues?: NoInfer<UseFormProps<TInput, unknown, TOutput>['defaultValues']>;
  /**
   * Checks the values on submit; its messages show under the fields. Give a loader (`() =>
   * import('…').then((m) => m.Schema)`) to keep zod out of the page's first load: it loads when the
   * visitor first touches the page, and on submit at the latest (docs/decisions/0018).
   */
  schema: FormSchema<TInput, TOutput> | (() => Promise<FormSchema<TInput, TOutput>>);
  /** The fields a server's field errors may show under; errors of other fields are left out. */
  serverFields?: NoInfer<readonly Path<TInput>[]>;
  /** Server field names that differ from the form's (`password_confirmation` → `confirmPassword`). */
  serverFieldNames?: Readonly<Record<string, string>>;
};

type FormSchema<TInput extends FieldValues, TOutput> = z.ZodType<TOutput, TInput>;

// zod's resolver loads with the first form that checks its values, not with the form's page.
const loadZodResolver = () => import('@hookform/resolvers/zod').then((module) => module.zodResolver);

/** The message of a server field's rule code (`validation.unique`…). */
export type DescribeFieldError = (serverField: string, code: string) => string;

/** What a text-like input needs of a field: `register`'s props and the field's message. */
export type FieldBinding = UseFormRegisterReturn & {
  error: string | undefined;
};

export type ServerForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** Spread into a TextInput, PasswordInput or PhoneInput: registers it and shows its message. */
  field: (name: Path<TInput>, options?: RegisterOptions<TInput, Path<TInput>>) => FieldBinding;
  /**
   * Shows a failed call's field errors (a 422 answer, ../shared/STYLE.md) under their fields and
   * returns their messages, in the server's order: empty when the answer named no field of the form.
   * Rule codes read as the registration rules' messages unless `describe` says otherwise.
   */
  showServerErrors: (error: unknown, describe?: DescribeFieldError) => string[];
};

/**
 * A react-hook-form form checked by a zod schema on submit, with the rules every form of the site
 * follows (spec 1 §5): editing a field clears its message, and the server's field errors show under
 * the fields they concern.
 */
export function useServerForm<TInput extends FieldValues, TOutput = TInput>({
  schema,
  serverFields,
  serverFieldNames,
  ...options
}: ServerFormOptions<TInput, TOutput>): ServerForm<TInput, TOutput> {
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolverRef = useRef<Resolver<TInput, unknown, TOutput> | null>(null);
  if (!resolverRef.current) {
    resolverRef.current = async (values, context, resolverOptions) => {
      const [zodResolver, checked] = await Promise.all([loadZodResolver(), resolveSchema(schemaRef.current)]);
      return zodResolver(checked)(values, context, resolverOptions);
    };
  }
  const form = useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: resolverRef.current,
    reValidateMode: 'onSubmit',
  });
  useClearErrorsOnEdit(form);
  useWarmUpOnFirstTouch(() => void Promise.all([loadZodResolver(), resolveSchema(schemaRef.current)]));

  const toFormField = serverFieldMapper(serverFields ?? [], serverFieldNames);

  return {
    ...form,
    field: (name, registerOptions) => ({
      ...form.register(name, registerOptions),
      error: form.getFieldState(name, form.formState).error?.message,
    }),
    showServerErrors: (error, describe = describeRegisterError) => {
      const fieldErrors = collectServerFieldErrors(error, { toFormField, describe });
      for (const [field, message] of Object.entries(fieldErrors)) {
        form.setError(field as Path<TInput>, { type: 'server', message });
      }
      return Object.values(fieldErrors);
    },
  };
}

const resolveSchema = async <TInput extends FieldValues, TOutput>(
  schema: ServerFormOptions<TInput, TOutput>['schema'],
): Promise<FormSchema<TInput, TOutput>> => (typeof schema === 'function' ? schema() : schema);

/** Runs `warmUp` once, on the visitor's first key or press anywhere on the page. */
function useWarmUpOnFirstTouch(warmUp: () => void) {
  const warmUpRef = useRef(warmUp);
  warmUpRef.current = warmUp;
  useEffect(() => {
    const controller = new AbortController();
    const run = () => {
      controller.abort();
      warmUpRef.current();
    };
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
      window.addEventListener(type, run, { capture: true, passive: true, signal: controller.signal });
    }
    return () => controller.abort();
  }, []);
}
