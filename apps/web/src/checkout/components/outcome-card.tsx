import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  success: 'bg-success/12 text-success',
  pending: 'bg-accent/20 text-accent-text',
  danger: 'bg-danger/10 text-danger',
  neutral: 'bg-primary-soft text-primary-text',
} as const;

type OutcomeCardProps = {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  /** Under the title (the status badge). */
  aside?: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
};

/** How a booking or an order ended, centred on the page: the success and cancelled pages. */
export function OutcomeCard({ icon, tone, title, aside, text, children }: OutcomeCardProps) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <article className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card-lg">
        <header className="flex flex-col items-center gap-3 border-b border-line bg-surface-2/50 px-5 pt-8 pb-6 text-center sm:px-8">
          <span className={clsx('grid size-16 place-items-center rounded-full [&>svg]:size-8', TONES[tone])}>
            {icon}
          </span>
          <h1 className="text-2xl font-black tracking-tight text-balance sm:text-3xl">{title}</h1>
          {aside}
          {text && <p className="max-w-md text-sm leading-relaxed text-pretty text-muted">{text}</p>}
        </header>
        {children && <div className="flex flex-col gap-5 px-5 py-6 sm:px-8">{children}</div>}
      </article>
    </div>
  );
}
