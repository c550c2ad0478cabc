import { type ReactNode, useId } from 'react';

type RewardsSectionProps = { icon: ReactNode; title: string; subtitle: string; children: ReactNode };

/**
 * A list of the rewards page under its title ('Your Reward', 'Available Rewards'): the heading of a
 * SectionCard without its box, since the list's own cards are the boxes. (SectionCard is left as it
 * is: the profile page that loads it sits at its size ceiling.)
 */
export function RewardsSection({ icon, title, subtitle, children }: RewardsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <header className="mb-5 flex items-start gap-3.5">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text [&>svg]:size-5">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{subtitle}</p>
        </div>
      </header>
      {children}
    </section>
  );
}
