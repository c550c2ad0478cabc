import type { ReactNode } from 'react';
import { useId } from 'react';

type StepSectionProps = {
  title: string;
  hint?: ReactNode;
  /** Shown at the right of the heading (a lock note, a legend). */
  aside?: ReactNode;
  children: ReactNode;
};

/** One titled part of a wizard step (Room Type, PS Unit, Start Time …). */
export function StepSection({ title, hint, aside, children }: StepSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h3 id={titleId} className="text-lg font-extrabold tracking-tight sm:text-xl">
            {title}
          </h3>
          {hint && <p className="mt-1 text-sm text-muted">{hint}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
