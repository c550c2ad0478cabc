import { type ReactNode, useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmDialog } from '@/features/manage/components/confirm-dialog';
import type { ServerForm } from '@/hooks/use-server-form';
import { getServerMessage } from '@/lib/api-client';
import { useManageTranslation } from '@/lib/i18n-manage';
import { toast } from '@/lib/toast';

export type FormSheetProps<TInput extends FieldValues, TOutput> = {
  open: boolean;
  title: string;
  description?: string;
  /** A form from useServerForm with the collection's shared zod schema. */
  form: ServerForm<TInput, TOutput>;
  /** Saves the checked values; its `message` (the server's) is the success toast. */
  onSave: (values: TOutput) => Promise<{ message: string }>;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The back office's create and edit form: the fields in a dialog, checked by the shared zod schema on
 * submit; a server 422 shows under its fields (else as an alert), success is a toast and closes it,
 * and closing with unsaved changes asks first.
 */
export function FormSheet<TInput extends FieldValues, TOutput>({
  open,
  title,
  description,
  form,
  onSave,
  onClose,
  children,
}: FormSheetProps<TInput, TOutput>) {
  const { t } = useManageTranslation();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [isAskingToDiscard, setIsAskingToDiscard] = useState(false);
  const isSaving = form.formState.isSubmitting;

  const close = () => {
    setFailure(null);
    onClose();
  };
  const requestClose = () => {
    if (isSaving) return;
    if (form.formState.isDirty) setIsAskingToDiscard(true);
    else close();
  };
  const describe = (_field: string, code: string) =>
    t(`validation.${code}` as 'validation.fallback', { defaultValue: t('validation.fallback') });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await onSave(values);
      toast.success(message || t('form.saved'));
      close();
    } catch (error) {
      const shown = form.showServerErrors(error, describe);
      setFailure(shown.length > 0 ? t('form.fixFields') : getServerMessage(error, t('form.saveError')));
    }
  });

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        title={title}
        description={description}
        size="lg"
        closeLabel={t('form.close')}
        footer={
          <>
            <Button variant="outline" onClick={requestClose} disabled={isSaving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" form={formId} isLoading={isSaving}>
              {isSaving ? t('form.saving') : t('form.save')}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4 sm:px-6"
        >
          {failure && <Alert tone="error">{failure}</Alert>}
          {children}
        </form>
      </Dialog>
      <ConfirmDialog
        open={isAskingToDiscard}
        title={t('form.discardTitle')}
        text={t('form.discardText')}
        confirmLabel={t('form.discard')}
        cancelLabel={t('form.keepEditing')}
        onCancel={() => setIsAskingToDiscard(false)}
        onConfirm={() => {
          setIsAskingToDiscard(false);
          close();
        }}
      />
    </>
  );
}
