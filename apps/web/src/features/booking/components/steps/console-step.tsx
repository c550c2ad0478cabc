import type { Console } from '@ruangmain/domain/contracts/catalogue';
import { useId } from 'react';
import { CONSOLE_IMAGE_CLASS, ConsoleCardContent } from '@/components/console-card-content';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { SelectableCard } from '@/features/booking/components/steps/selectable-card';
import { StepSection } from '@/features/booking/components/steps/step-section';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useConsoles } from '@/lib/catalogue/get-consoles';
import { useBookingTranslation } from '@/lib/i18n-booking';

/** spec 2 §2: six skeleton cards while the consoles load. */
const SKELETON_KEYS = [0, 1, 2, 3, 4, 5];
const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function ConsoleCard({
  item,
  isSelected,
  isPriority,
}: {
  item: Console;
  isSelected: boolean;
  isPriority: boolean;
}) {
  const { t } = useBookingTranslation();
  const availableId = useId();
  return (
    <SelectableCard
      label={item.name}
      descriptionId={availableId}
      isSelected={isSelected}
      disabled={item.amount <= 0}
      onSelect={() =>
        bookingDraftStore.change(
          { type: 'console', name: item.name },
          { console: { name: item.name, image: item.image } },
        )
      }
    >
      <ConsoleCardContent
        item={item}
        size="compact"
        availableLabel={t('consoles.available', { count: item.amount })}
        availableId={availableId}
        isPriority={isPriority}
      />
    </SelectableCard>
  );
}

function ConsoleCardSkeleton() {
  return (
    <div
      data-testid="console-card-skeleton"
      className="overflow-hidden rounded-2xl border-2 border-line bg-surface"
    >
      <Skeleton className={`${CONSOLE_IMAGE_CLASS.compact} rounded-none`} />
      <div className="space-y-2.5 p-4">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-24 rounded-full" />
      </div>
    </div>
  );
}

/** Step 1 (spec 2 §2): console cards with image, name, description and 'N Available'. */
export function ConsoleStep() {
  const { t } = useBookingTranslation();
  const { draft } = useBookingDraft();
  const consoles = useConsoles();
  return (
    <StepSection title={t('consoles.heading')} hint={t('consoles.hint')}>
      <QueryView
        query={consoles}
        skeleton={
          <div aria-hidden className={gridClass}>
            {SKELETON_KEYS.map((key) => (
              <ConsoleCardSkeleton key={key} />
            ))}
          </div>
        }
        errorMessage={(error) => t('consoles.failed', { error: error.message })}
        retryLabel={t('wizard.retry')}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState message={t('consoles.empty')} />
          ) : (
            <ul aria-label={t('consoles.heading')} className={gridClass}>
              {items.map((item, index) => (
                <li key={item.id}>
                  {/* The first row's photos are what the page shows first (its largest paint). */}
                  <ConsoleCard
                    item={item}
                    isSelected={draft.consoleName === item.name}
                    isPriority={index < 2}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </StepSection>
  );
}
