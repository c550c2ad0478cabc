import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
};

export function Spinner({ className, label }: SpinnerProps) {
  if (!label) return <LoaderCircle aria-hidden className={clsx('animate-spin', className ?? 'size-5')} />;
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle aria-hidden className={clsx('animate-spin', className ?? 'size-5')} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
