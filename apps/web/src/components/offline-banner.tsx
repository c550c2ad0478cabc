import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '@/hooks/use-is-online';

/**
 * "No connection" at the foot of every page while the browser is offline (issue 30): a quiet note over
 * the page, not a wall, since what is on screen stays readable. The live region is always there, so a
 * screen reader announces the note when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {!isOnline && (
        <p className="flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-fg shadow-lg">
          <WifiOff aria-hidden className="size-4 text-muted" />
          {t('network.offline')}
        </p>
      )}
    </div>
  );
}
