import { type ReactNode, type Ref, Suspense, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type UseFormClearErrors,
} from 'react-hook-form';
import { LazyTermsDialog, loadTermsDialog } from '@/components/terms/lazy-terms-dialog';
import { Checkbox } from '@/components/ui/checkbox';

export type TermsAgreementProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The words before the link, e.g. 'I have read and agree to the'. */
  prefix: ReactNode;
  linkLabel: string;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/**
 * An agreement box tied to the terms dialog (spec 1 §4 "Terms dialog (booking and registration
 * use)"): ticking it, or its link, opens the terms, and only accepting them there ticks it; unticking
 * needs no dialog.
 */
export function TermsAgreement({
  checked,
  onCheckedChange,
  prefix,
  linkLabel,
  error,
  name,
  inputRef,
  onBlur,
}: TermsAgreementProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = () => {
    setHasOpened(true);
    setIsOpen(true);
  };
  return (
    <div>
      <Checkbox
        ref={inputRef}
        name={name}
        checked={checked}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        onChange={(event) => {
          if (event.target.checked) open();
          else onCheckedChange(false);
        }}
        label={
          <>
            {prefix}{' '}
            <button
              type="button"
              onClick={open}
              onPointerEnter={() => void loadTermsDialog()}
              onFocus={() => void loadTermsDialog()}
              className="cursor-pointer font-semibold text-primary-text underline underline-offset-4"
            >
              {linkLabel}
            </button>
          </>
        }
      />
      {error && <p className="mt-1.5 pl-8 text-xs font-medium text-danger">{error}</p>}
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyTermsDialog
            open={isOpen}
            onClose={() => setIsOpen(false)}
            onAccept={() => onCheckedChange(true)}
          />
        </Suspense>
      )}
    </div>
  );
}

type TermsAgreementFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  clearErrors: UseFormClearErrors<Values>;
  prefix: ReactNode;
  linkLabel: string;
};

/** The agreement box bound to a form's `agreed` field: ticking it clears the field's error. */
export function TermsAgreementField<Values extends FieldValues>({
  control,
  clearErrors,
  prefix,
  linkLabel,
}: TermsAgreementFieldProps<Values>) {
  const name = 'agreed' as Path<Values>;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TermsAgreement
          checked={field.value === true}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            if (checked) clearErrors(name);
          }}
          prefix={prefix}
          linkLabel={linkLabel}
          error={fieldState.error?.message}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
