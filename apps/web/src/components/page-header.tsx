import type { ReactNode } from 'react';

type PageHeaderProps = {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** A panel beside the heading from `lg` up, below it on smaller screens (the rewards page's points). */
  aside?: ReactNode;
};

/** The heading band at the top of a content page (games, FAQ, rewards). */
export function PageHeader({ eyebrow, title, description, children, aside }: PageHeaderProps) {
  const heading = (
    <>
      {eyebrow && <p className="text-sm font-bold tracking-wider text-primary-text uppercase">{eyebrow}</p>}
      <h1 className="mt-2 text-4xl font-black tracking-tight text-balance sm:text-5xl">{title}</h1>
      {description && (
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-pretty text-muted sm:text-lg">
          {description}
        </p>
      )}
      {children}
    </>
  );
  return (
    <header className="relative overflow-hidden border-b border-line bg-surface">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_18rem_at_90%_0%,color-mix(in_srgb,var(--rm-primary)_14%,transparent),transparent_70%),radial-gradient(30rem_16rem_at_0%_100%,color-mix(in_srgb,var(--rm-accent)_12%,transparent),transparent_70%)]"
      />
      {aside ? (
        <div className="relative mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:px-8">
          <div>{heading}</div>
          {aside}
        </div>
      ) : (
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{heading}</div>
      )}
    </header>
  );
}
