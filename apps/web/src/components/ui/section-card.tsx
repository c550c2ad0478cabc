import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

export type SectionCardProps = {
  icon: ReactNode;
  title: string;
  description?: string | undefined;
  children: ReactNode;
  className?: string;
  /** The id of the heading, for a form's accessible name; one is made up when not given. */
  titleId?: string;
};

/** A titled card section of a page (profile forms, the payment page's customer and method cards). */
export function SectionCard({ icon, title, description, children, className, titleId }: SectionCardProps) {
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;
  return (
    <section
      aria-labelledby={headingId}
      className={clsx('rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7', className)}
    >
      <header className="mb-6 flex items-start gap-3.5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text [&>svg]:size-5">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
        </div>
      </header>
      {children}
    </section>
  );
}
