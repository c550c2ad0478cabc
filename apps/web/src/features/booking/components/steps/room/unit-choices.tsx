import type { Unit as BookableUnit } from '@ruangmain/domain/contracts/catalogue';
import { formatRupiah } from '@ruangmain/domain/money';
import { Clapperboard, type LucideIcon, Projector } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { useUnits } from '@/features/booking/api/get-units';
import { SelectableCard } from '@/features/booking/components/steps/selectable-card';
import { bookingDraftStore } from '@/features/booking/state/booking-draft-store';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { useBookingSummaryTranslation } from '@/lib/i18n-booking-summary';

const gridClass = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';

/** A unit's console or feature, as a small tag. */
function UnitTag({ icon: Icon, children }: { icon?: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-surface-2 px-2 py-0.5">
      {Icon && <Icon aria-hidden className="size-3" />}
      {children}
    </span>
  );
}

function UnitCard({
  unit,
  isSelected,
  isLocked,
}: {
  unit: BookableUnit;
  isSelected: boolean;
  isLocked: boolean;
}) {
  const { t } = useBookingTranslation();
  const { t: tSummary } = useBookingSummaryTranslation();
  const priceId = useId();
  return (
    <SelectableCard
      label={unit.name}
      descriptionId={priceId}
      isSelected={isSelected}
      isLocked={isLocked}
      onSelect={() =>
        bookingDraftStore.change(
          { type: 'unit', id: unit.id },
          {
            unit: {
              id: unit.id,
              name: unit.name,
              price_per_hour: unit.price_per_hour,
              points_per_hour: unit.points_per_hour,
            },
          },
        )
      }
    >
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="pr-8 text-base font-extrabold tracking-tight">{unit.name}</span>
        <span id={priceId} className="text-sm font-bold text-primary-text">
          {tSummary('pricePerHour', { price: formatRupiah(unit.price_per_hour) })}
        </span>
        <span className="flex flex-wrap gap-1.5 text-xs font-semibold text-muted">
          {unit.consoles.map((item) => (
            <UnitTag key={item.id}>{item.name}</UnitTag>
          ))}
          {unit.has_netflix && <UnitTag icon={Clapperboard}>{t('room.netflix')}</UnitTag>}
          {unit.has_projector && <UnitTag icon={Projector}>{t('room.projector')}</UnitTag>}
        </span>
      </span>
    </SelectableCard>
  );
}

type UnitChoicesProps = {
  consoleName: string | null;
  roomName: string;
  selectedUnitId: number | null;
  isLocked: boolean;
};

/** PS Unit (spec 2 §2): the console's units in the chosen room, name and price per hour. */
export function UnitChoices({ consoleName, roomName, selectedUnitId, isLocked }: UnitChoicesProps) {
  const { t } = useBookingTranslation();
  const units = useUnits(consoleName, roomName);
  return (
    <QueryView
      query={units}
      skeleton={
        <div aria-hidden className={gridClass}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28 rounded-2xl" />
          ))}
        </div>
      }
      errorMessage={(error) => t('room.unitsFailed', { error: error.message })}
      retryLabel={t('wizard.retry')}
    >
      {(list) => {
        const shown = isLocked ? list.filter((unit) => unit.id === selectedUnitId) : list;
        if (shown.length === 0) return <EmptyState message={t('room.noUnits')} />;
        return (
          <ul aria-label={t('room.unitsHeading')} className={gridClass}>
            {shown.map((unit) => (
              <li key={unit.id}>
                <UnitCard unit={unit} isSelected={unit.id === selectedUnitId} isLocked={isLocked} />
              </li>
            ))}
          </ul>
        );
      }}
    </QueryView>
  );
}
