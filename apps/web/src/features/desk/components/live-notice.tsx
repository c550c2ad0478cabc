import { RefreshCw, Wifi } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLiveConnection } from '@/features/desk/hooks/use-live-connection';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { getVenueTime } from '@/lib/venue-clock';

/** How long "Live again at …" stays once updates are back: long enough to be seen from the counter. */
const BACK_NOTICE_MS = 60_000;

/**
 * Tells the desk when the board's live updates stop and when they come back (issue 30), instead of
 * leaving it to trust a board that may be old. A cut mended at once says nothing.
 */
export function LiveNotice() {
  const { t } = useDeskTranslation();
  const connection = useLiveConnection();
  const backAt = connection.status === 'live' ? connection.backAt : null;
  const [isBackNoticeOver, setIsBackNoticeOver] = useState(false);
  useEffect(() => {
    setIsBackNoticeOver(false);
    if (!backAt) return;
    const timer = setTimeout(() => setIsBackNoticeOver(true), BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [backAt]);

  return (
    <div role="status" data-testid="live-notice">
      {connection.status === 'down' && (
        <p className="flex items-center gap-2 rounded-xl border border-accent/50 bg-accent/10 px-4 py-2 text-sm font-semibold">
          <RefreshCw aria-hidden className="size-4 shrink-0 motion-safe:animate-spin" />
          {t('board.livePaused', { time: getVenueTime(connection.since) })}
        </p>
      )}
      {backAt && !isBackNoticeOver && (
        <p className="flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 px-4 py-2 text-sm font-semibold">
          <Wifi aria-hidden className="size-4 shrink-0" />
          {t('board.liveAgain', { time: getVenueTime(backAt) })}
        </p>
      )}
    </div>
  );
}
