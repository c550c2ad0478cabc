import type { Console } from '@ruangmain/domain/contracts/catalogue';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { QueryView } from '@/features/booking/components/steps/query-view';
import { SelectableCard } from '@/features/booking/components/steps/selectable-card';
import { StepSection } from '@/features/booking/components/steps/step-section';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useConsoles } from '@/features/catalogue/api/get-consoles';
import { ConsoleIcon } from '@/features/catalogue/components/catalogue-icons';
import { detectConsoleKind } from '@/features/catalogue/utils/display';
import { useBookingTranslation } from '@/lib/i18n-booking';
import { FALLBACK_IMAGES } from '@/lib/image-url';

/** spec 2 §2: six skeleton cards while the consoles load. */
const SKELETON_KEYS = [0, 1, 2, 3, 4, 5];
const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const imageClass = 'aspect-[16/10] w-full';

function ConsoleCard({ item, isSelected }: { item: Console; isSelected: boolean }) {
  const { t } = useBookingTranslation();
  const isSoldOut = item.amount <= 0;
  const availableId = useId();
  return (
    <SelectableCard
      label={item.name}
      descriptionId={availableId}
      isSelected={isSelected}
      disabled={isSoldOut}
      onSelect={() =>
        bookingDraftStore.change(
          { type: 'console', name: item.name },
          { console: { name: item.name, image: item.image } },
        )
      }
    >
      <FallbackImage
        image={item.image}
        fallback={FALLBACK_IMAGES.console}
        width={800}
        height={500}
        alt=""
        className={`${imageClass} bg-surface-2 object-cover`}
      />
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="flex items-center gap-2.5 text-lg font-extrabold tracking-tight">
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text">
            <ConsoleIcon kind={detectConsoleKind(item.name)} className="size-4.5" />
          </span>
          {item.name}
        </span>
        {item.description && (
          <span className="line-clamp-2 text-sm leading-relaxed text-muted">{item.description}</span>
        )}
        <span
          id={availableId}
          className={clsx(
            'mt-auto inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold',
            // A faint tint keeps the green text above 4.5:1 contrast in the light theme.
            isSoldOut ? 'bg-surface-2 text-muted' : 'bg-success/5 text-success ring-1 ring-success/25',
          )}
        >
          <CircleCheck aria-hidden className="size-3.5" />
          {t('consoles.available', { count: item.amount })}
        </span>
      </span>
    </SelectableCard>
  );
}

function ConsoleCardSkeleton() {
  return (
    <div
      data-testid="console-card-skeleton"
      className="overflow-hidden rounded-2xl border-2 border-line bg-surface"
    >
      <Skeleton className={`${imageClass} rounded-none`} />
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
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState message={t('consoles.empty')} />
          ) : (
            <ul aria-label={t('consoles.heading')} className={gridClass}>
              {items.map((item) => (
                <li key={item.id}>
                  <ConsoleCard item={item} isSelected={draft.consoleName === item.name} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </StepSection>
  );
}
