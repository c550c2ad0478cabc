import { clsx } from 'clsx';
import { Ticket } from 'lucide-react';

/** A voucher code as staff read it at the counter: large, spaced, easy to copy. */
export function VoucherCode({
  code,
  label,
  size = 'md',
  className,
}: {
  code: string;
  label: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex items-center justify-between gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary-soft/60 px-4',
        size === 'lg' ? 'py-4' : 'py-2.5',
        className,
      )}
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold text-muted">{label}</p>
        <p
          className={clsx(
            'font-mono font-bold tracking-[0.08em] whitespace-nowrap text-primary-text select-all',
            size === 'lg' ? 'text-xl sm:text-2xl' : 'text-base',
          )}
          data-testid="voucher-code"
        >
          {code}
        </p>
      </div>
      <Ticket
        aria-hidden
        className={clsx('shrink-0 text-primary-text', size === 'lg' ? 'size-8' : 'size-6')}
      />
    </div>
  );
}
