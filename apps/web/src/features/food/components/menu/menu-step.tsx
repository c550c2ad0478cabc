import { countFoodItems } from '@ruangmain/domain/food-cart';
import { useState } from 'react';
import { SearchInput } from '@/components/form/search-input';
import { useFnbCategories } from '@/features/food/api/get-menu';
import { CategoryChips } from '@/features/food/components/menu/category-chips';
import { MenuGrid } from '@/features/food/components/menu/menu-grid';
import { SummaryPanel } from '@/features/food/components/summary-panel';
import type { FoodCart } from '@/features/food/hooks/use-food-cart';
import type { CategoryFilter } from '@/features/food/utils/filter-menu';
import { useFoodTranslation } from '@/lib/i18n-food';

type MenuStepProps = {
  cart: FoodCart;
  rewardItemIds: ReadonlySet<number>;
  onContinue: () => void;
};

/**
 * Step one (spec 2 §2): a search box, the category chips, the menu's cards, and the collapsible
 * Booking Summary with Continue to Payment, disabled while nothing is ordered. A reward order's search
 * and categories are disabled.
 */
export function MenuStep({ cart, rewardItemIds, onContinue }: MenuStepProps) {
  const { t } = useFoodTranslation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const categories = useFnbCategories();
  const isLocked = cart.isReward;

  return (
    <div className="grid gap-6 pb-40 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:pb-0 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-3">
          <SearchInput
            label={t('menu.searchLabel')}
            placeholder={t('menu.searchPlaceholder')}
            value={search}
            disabled={isLocked}
            title={isLocked ? t('menu.searchDisabled') : undefined}
            onChange={(event) => setSearch(event.target.value)}
          />
          {categories.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('menu.categoriesFailed')}
            </p>
          ) : (
            <CategoryChips
              categories={categories.data ?? []}
              value={category}
              onChange={setCategory}
              isDisabled={isLocked}
            />
          )}
        </div>
        <MenuGrid cart={cart} rewardItemIds={rewardItemIds} search={search} category={category} />
      </div>
      <SummaryPanel
        cart={cart}
        count={countFoodItems(cart.lines)}
        onContinue={onContinue}
        continueLabel={t('menu.continue')}
      />
    </div>
  );
}
