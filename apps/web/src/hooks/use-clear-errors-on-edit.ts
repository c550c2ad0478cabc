import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Editing a field clears that field's error (spec 1 §5), whether it came from the schema or the
 * server; the field is checked again on the next submit. Use with `reValidateMode: 'onSubmit'`.
 */
export function useClearErrorsOnEdit<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>) {
  const { watch, clearErrors, getFieldState } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name).error) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, getFieldState]);
}
