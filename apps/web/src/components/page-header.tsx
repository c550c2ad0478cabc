import type { ReactNode } from 'react';

type PageHeaderProps = { eyebrow?: string; title: string; description?: ReactNode; children?: ReactNode };

/** The heading band at the top of a content page (games, FAQ). */
export function PageHeader({ eyebrow, title, description, children }: PageHeaderProps) {
  return (
    <header className="relative overflow-hidden border-b border-line bg-surface">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_18rem_at_90%_0%,color-mix(in_srgb,var(--rm-primary)_14%,transparent),transparent_70%),radial-gradient(30rem_16rem_at_0%_100%,color-mix(in_srgb,var(--rm-accent)_12%,transparent),transparent_70%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow && <p className="text-sm font-bold tracking-wider text-primary-text uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-black tracking-tight text-balance sm:text-5xl">{title}</h1>
        {description && (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-pretty text-muted sm:text-lg">
            {description}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
