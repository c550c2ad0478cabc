import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useLiveNotices } from '@/features/notices/api/live-notices';
import { useMarkNoticesRead, useStaffNotices } from '@/features/notices/api/staff-notices';
import { NoticeList } from '@/features/notices/components/notice-list';
import { type DismissReason, useDismiss } from '@/hooks/use-dismiss';
import { useNoticesTranslation } from '@/lib/i18n-notices';

/**
 * The back office's bell (issue 18 "Notices"): the unread count of this staff member on the button, the
 * newest entries in a panel, each linking to what it is about; live like the board.
 */
export function NoticeBell({ className }: { className?: string }) {
  const { t } = useNoticesTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const notices = useStaffNotices();
  const markRead = useMarkNoticesRead();
  useLiveNotices();
  const close = useCallback(() => setIsOpen(false), []);
  const dismiss = useCallback((reason: DismissReason) => {
    setIsOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, isOpen, dismiss);
  const unread = notices.data?.unread ?? 0;
  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label');

  return (
    <div ref={rootRef} className={clsx('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setIsOpen((open) => !open)}
        className="relative grid size-10 shrink-0 cursor-pointer place-items-center rounded-xl lg:size-9 text-fg transition-colors hover:bg-surface-2"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notice-badge"
            className="absolute top-1 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-danger-fg"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-label={t('bell.title')}
          className="absolute top-full left-0 z-50 mt-2 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1.5rem))] animate-pop-in flex-col rounded-2xl border border-line bg-surface shadow-card-lg"
        >
          <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
            <h2 className="font-bold">{t('bell.title')}</h2>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              className="cursor-pointer rounded-lg px-2 py-1 text-sm font-semibold text-primary-text hover:bg-primary-soft disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent"
            >
              {t('bell.markAll')}
            </button>
          </header>
          <NoticeList query={notices} onNavigate={close} />
        </section>
      )}
    </div>
  );
}
