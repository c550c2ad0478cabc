import type { ReactNode } from 'react';

type AuthHeaderProps = {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
};

/** The heading of an auth screen: an icon badge, the title (h1) and a short explanation. */
export function AuthHeader({ icon, title, children }: AuthHeaderProps) {
  return (
    <header className="mb-7">
      <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary-text [&>svg]:size-6">
        {icon}
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {children && <div className="mt-2 text-sm leading-relaxed text-pretty text-muted">{children}</div>}
    </header>
  );
}
