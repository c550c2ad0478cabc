import { Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

type PromoFormProps = {
  onApply: (code: string) => void;
  isChecking: boolean;
  labels: { label: string; placeholder: string; apply: string };
};

/**
 * The promo input with its Apply button (spec 2 §2, placeholder 'ex: OPENINGYUK'): the booking
 * summary's and the food order's.
 */
export function PromoForm({ onApply, isChecking, labels }: PromoFormProps) {
  const [code, setCode] = useState('');
  const inputId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(code);
      }}
    >
      <label htmlFor={inputId} className="text-sm font-semibold">
        {labels.label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Ticket
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={labels.placeholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            className="h-11 w-full rounded-xl border border-line bg-bg pr-3 pl-9 text-sm uppercase placeholder:normal-case placeholder:text-muted focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit" variant="secondary" isLoading={isChecking}>
          {labels.apply}
        </Button>
      </div>
    </form>
  );
}
