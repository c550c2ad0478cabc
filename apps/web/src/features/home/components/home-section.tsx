import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type HomeSectionProps = {
  /** Anchor id; links elsewhere point at `/#<id>` (see HOME_SECTION_IDS). */
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  /** Alternate sections sit on the surface colour for rhythm. */
  tone?: 'plain' | 'surface';
  children?: ReactNode;
};

/** An anchored home-page section with its heading; feature content goes in `children`. */
export function HomeSection({ id, eyebrow, title, description, tone = 'plain', children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx('py-16 sm:py-20', tone === 'surface' && 'border-y border-line bg-surface')}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-wider text-primary-text uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description && (
            <p className="mt-3 text-base leading-relaxed text-muted sm:text-lg">{description}</p>
          )}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}
