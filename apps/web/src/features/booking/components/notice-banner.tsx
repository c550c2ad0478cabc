import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  primary: {
    box: 'border-primary/30 bg-primary-soft',
    icon: 'bg-primary text-primary-fg',
    title: 'text-primary-text',
  },
  accent: {
    box: 'border-accent/50 bg-accent/12',
    icon: 'bg-accent text-accent-fg',
    title: 'text-accent-text',
  },
  neutral: {
    box: 'border-line bg-surface-2/60',
    icon: 'bg-primary-soft text-primary-text',
    title: 'text-fg',
  },
} as const;

type NoticeBannerProps = {
  icon: ReactNode;
  title: string;
  tone: keyof typeof TONES;
  children: ReactNode;
  /** Buttons: under the text in a narrow box, beside it in a wide one (a container query). */
  actions?: ReactNode;
  role?: 'status' | 'note';
  testId?: string;
};

/**
 * A boxed notice with an icon tile of the booking pages: Guest Booking, the success page's reward, OTS
 * and points banners, the help box, the waiting-for-payment panel.
 */
export function NoticeBanner({ icon, title, tone, children, actions, role, testId }: NoticeBannerProps) {
  const classes = TONES[tone];
  return (
    <section
      role={role}
      data-testid={testId}
      className={clsx('@container rounded-2xl border px-4 py-3.5 sm:px-5', classes.box)}
    >
      <div className="flex flex-col gap-4 @xl:flex-row @xl:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            className={clsx(
              'grid size-9 shrink-0 place-items-center rounded-xl [&>svg]:size-5',
              classes.icon,
            )}
          >
            {icon}
          </span>
          <div className="min-w-0 text-sm">
            <h2 className={clsx('font-extrabold', classes.title)}>{title}</h2>
            <div className="mt-0.5 text-fg">{children}</div>
          </div>
        </div>
        {actions && <div className="flex flex-col gap-2 @xl:shrink-0">{actions}</div>}
      </div>
    </section>
  );
}
