import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import type { ServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useManagePeopleTranslation } from '@/lib/i18n-manage-people';

/**
 * What a form of the customer's detail does on submit (points, name and phone): `act` with the checked
 * values; a refusal naming fields shows under them, any other above the form.
 */
export function useDetailAction<TInput extends FieldValues, TOutput>(
  form: ServerForm<TInput, TOutput>,
  act: (values: TOutput) => Promise<void>,
) {
  const { t } = useManagePeopleTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await act(values);
    } catch (error) {
      if (form.showServerErrors(error).length === 0)
        setFailure(getServerMessage(error, t('detail.actionError')));
    }
  });
  return { failure, submit: (event: FormEvent) => void submit(event) };
}

/** The frame of such a form: its title, the failure, its fields, then its footer with the submit button. */
export function DetailActionForm({
  title,
  failure,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
    >
      <h3 className="text-sm font-bold">{title}</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      {children}
      {footer}
    </form>
  );
}
