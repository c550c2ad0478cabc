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
      {/* The whole placeholder shows at 360 px in either language (issue 30: 'contoh: OPENINGYUK' was
          cut): the ticket icon leaves narrow screens its room, and where the box would still be too
          narrow for it, Apply moves under it, full width. */}
      <div className="mt-1.5 flex flex-wrap gap-2">
        <div className="relative min-w-44 flex-[999_1_11rem]">
          <Ticket
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 hidden size-4 -translate-y-1/2 text-muted sm:block"
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
            className="h-11 w-full rounded-xl border border-line bg-bg pr-3 pl-3 text-sm sm:pl-9 uppercase placeholder:normal-case placeholder:text-muted focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit" variant="secondary" isLoading={isChecking} className="flex-[1_0_auto]">
          {labels.apply}
        </Button>
      </div>
    </form>
  );
}
