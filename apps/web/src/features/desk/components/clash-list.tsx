import type { Clash } from '@ruangmain/domain/contracts/desk';
import { useDeskTranslation } from '@/lib/i18n-desk';
import { getVenueDateTime } from '@/lib/venue-clock';

const hhmm = (instant: string) => getVenueDateTime(new Date(instant)).slice(11);

/** What stands in the way of a move, an extension or a block (a 409's conflicts). */
export function ClashList({ clashes }: { clashes: readonly Clash[] }) {
  const { t } = useDeskTranslation();
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="clash-list">
      {clashes.map((clash) => {
        const from = hhmm(clash.start_at);
        const to = hhmm(clash.end_at);
        return (
          <li key={clash.id} className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2">
            {clash.venue_block
              ? t('clash.venue', { title: clash.venue_block.title, from, to })
              : t('clash.item', { invoice: clash.invoice_number, name: clash.name, from, to })}
            <span className="ml-1 text-muted">({t(`states.${clash.state}`)})</span>
          </li>
        );
      })}
    </ul>
  );
}
