import { clsx } from 'clsx';

export type PillTone = 'success' | 'warning' | 'muted' | 'danger';

const TONES: Record<PillTone, string> = {
  success: 'bg-success/10 text-success',
  warning: 'bg-accent/15 text-accent-text',
  danger: 'bg-danger/10 text-danger',
  muted: 'bg-surface-2 text-muted',
};

/** A short state in a table cell: active, inactive, in maintenance. */
export function StatusPill({ tone, label }: { tone: PillTone; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {label}
    </span>
  );
}
