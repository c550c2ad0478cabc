import type { ReactNode } from 'react';

/** A back-office screen: its heading, a line under it, an action at the heading's end, the content. */
export function ManageFrame({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4 px-4 py-5 lg:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold">{title}</h1>
          {text && <p className="mt-1 max-w-2xl text-sm text-muted">{text}</p>}
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}
