import type { Fnb as FnbItem } from '@ruangmain/domain/contracts/catalogue';
import { getFoodQuantity, setFoodQuantity } from '@ruangmain/domain/food-cart';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-message';
import { FoodItemCard } from '@/features/booking/components/steps/food/food-item-card';
import { NotesField } from '@/features/booking/components/steps/food/notes-field';
import { StepSection } from '@/features/booking/components/steps/step-section';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { useFnbs } from '@/lib/catalogue/get-fnbs';
import { useBookingTranslation } from '@/lib/i18n-booking';

const gridClass = 'grid gap-3 md:grid-cols-2';

/** Menu items by category, in the order the server lists them (category order first). */
function groupByCategory(items: readonly FnbItem[]): Array<{ category: string; items: FnbItem[] }> {
  const groups = new Map<string, FnbItem[]>();
  for (const item of items) {
    const category = item.fnb_category?.category ?? item.category;
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}

/**
 * Step 4 (spec 2 §2): food and drinks by category with quantity steppers, and notes. Optional; a
 * reward booking has no Food step.
 */
export function FoodStep() {
  const { t } = useBookingTranslation();
  const { draft } = useBookingDraft();
  const menu = useFnbs();
  const onChange = (item: FnbItem, quantity: number) =>
    bookingDraftStore.change({ type: 'food', lines: setFoodQuantity(draft.food, item, quantity) });

  return (
    <div className="space-y-10">
      <StepSection title={t('food.heading')} hint={t('food.hint')}>
        <QueryView
          query={menu}
          skeleton={
            <div aria-hidden className={gridClass}>
              {['a', 'b', 'c', 'd'].map((key) => (
                <Skeleton key={key} className="h-28 rounded-2xl" />
              ))}
            </div>
          }
          errorMessage={() => t('food.failed')}
          retryLabel={t('wizard.retry')}
        >
          {(items) =>
            items.length === 0 ? (
              <EmptyState message={t('food.empty')} />
            ) : (
              <div className="space-y-8">
                {groupByCategory(items).map((group) => (
                  <section key={group.category} aria-label={group.category} className="space-y-3">
                    <h4 className="text-sm font-extrabold tracking-wider text-muted uppercase">
                      {group.category}
                    </h4>
                    <ul className={gridClass}>
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <FoodItemCard
                            item={item}
                            quantity={getFoodQuantity(draft.food, item.id)}
                            onChange={(quantity) => onChange(item, quantity)}
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )
          }
        </QueryView>
      </StepSection>
      <NotesField value={draft.notes} />
    </div>
  );
}
