import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, { className: string; icon: typeof Info }> = {
  error: { className: 'border-danger/30 bg-danger/8 text-danger', icon: CircleAlert },
  success: { className: 'border-success/30 bg-success/10 text-success', icon: CircleCheck },
  info: { className: 'border-primary/25 bg-primary-soft text-primary-text', icon: Info },
};

/** An inline message box; errors are announced at once (role alert), the others politely. */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  const { className: toneClass, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm font-medium',
        toneClass,
        className,
      )}
    >
      <Icon aria-hidden className="mt-px size-4.5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
