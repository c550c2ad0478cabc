import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

type PriceRowProps = { label: ReactNode; amount: ReactNode; tone?: 'discount'; action?: ReactNode };

/** One line of a total block (Subtotal, PB1, a promo…): inside a `<dl>`; a discount reads green. */
export function PriceRow({ label, amount, tone, action }: PriceRowProps) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="flex min-w-0 items-center gap-1.5 text-muted">
        {label}
        {action}
      </dt>
      <dd
        className={clsx(
          'font-semibold whitespace-nowrap tabular-nums',
          tone === 'discount' && 'text-success',
        )}
      >
        {amount}
      </dd>
    </div>
  );
}

/** The small ✕ beside a promo line that removes it. */
export function RemovePromoButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-6 shrink-0 cursor-pointer place-items-center rounded-md text-muted hover:bg-danger/10 hover:text-danger"
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}
