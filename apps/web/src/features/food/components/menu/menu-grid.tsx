import type { Fnb } from '@ruangmain/domain/contracts/catalogue';
import { getFoodQuantity } from '@ruangmain/domain/food-cart';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { MenuItemCard } from '@/features/food/components/menu/menu-item-card';
import type { FoodCart } from '@/features/food/hooks/use-food-cart';
import { type CategoryFilter, filterMenu } from '@/features/food/utils/filter-menu';
import { useFnbs } from '@/lib/catalogue/get-fnbs';
import { useFoodTranslation } from '@/lib/i18n-food';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** Six card-shaped placeholders while the menu loads. */
export function MenuSkeleton() {
  return (
    <ul aria-hidden className={gridClass}>
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <li key={key}>
          <Skeleton className="aspect-[4/5] rounded-2xl" />
        </li>
      ))}
    </ul>
  );
}

type MenuGridProps = {
  cart: FoodCart;
  rewardItemIds: ReadonlySet<number>;
  search: string;
  category: CategoryFilter;
};

/** The menu's items as searched and filtered, with the states of spec 2 §4 and §8. */
export function MenuGrid({ cart, rewardItemIds, search, category }: MenuGridProps) {
  const { t } = useFoodTranslation();
  const menu = useFnbs();
  if (menu.isPending) return <MenuSkeleton />;
  if (menu.isError) {
    return (
      <ErrorState
        message={t('menu.failed')}
        onRetry={() => void menu.refetch()}
        retryLabel={t('menu.retry')}
        isRetrying={menu.isRefetching}
      />
    );
  }
  if (menu.data.length === 0) return <EmptyState message={t('menu.empty')} />;
  const shown = filterMenu(menu.data, { search, category });
  if (shown.length === 0) return <EmptyState message={t('menu.noMatch', { search: search.trim() })} />;
  return (
    <ul aria-label={t('menu.items')} className={gridClass}>
      {shown.map((item: Fnb, index) => (
        <li key={item.id}>
          <MenuItemCard
            item={item}
            quantity={getFoodQuantity(cart.lines, item.id)}
            isRewardItem={rewardItemIds.has(item.id)}
            onChange={(quantity) => cart.setQuantity(item, quantity)}
            isPriority={index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
