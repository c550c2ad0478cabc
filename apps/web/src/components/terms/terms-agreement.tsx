import { type ReactNode, type Ref, useState } from 'react';
import { TermsDialog } from '@/components/terms/terms-dialog';
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
  return (
    <div>
      <Checkbox
        ref={inputRef}
        name={name}
        checked={checked}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        onChange={(event) => {
          if (event.target.checked) setIsOpen(true);
          else onCheckedChange(false);
        }}
        label={
          <>
            {prefix}{' '}
            <button
              type="button"
              onClick={() => setIsOpen(true)}
              className="cursor-pointer font-semibold text-primary-text underline underline-offset-4"
            >
              {linkLabel}
            </button>
          </>
        }
      />
      {error && <p className="mt-1.5 pl-8 text-xs font-medium text-danger">{error}</p>}
      <TermsDialog open={isOpen} onClose={() => setIsOpen(false)} onAccept={() => onCheckedChange(true)} />
    </div>
  );
}
