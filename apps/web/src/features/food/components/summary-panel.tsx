import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import { ChevronUp, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FoodPromoForm } from '@/features/food/components/food-promo-form';
import { OrderLines } from '@/features/food/components/order-lines';
import { OrderTotals } from '@/features/food/components/order-totals';
import type { FoodCart } from '@/features/food/hooks/use-food-cart';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useFoodTranslation } from '@/lib/i18n-food';

/** Tailwind's `lg`, where the summary sits beside the menu. */
const WIDE_SCREEN = '(min-width: 64rem)';

type SummaryPanelProps = {
  cart: FoodCart;
  count: number;
  onContinue: () => void;
  continueLabel: string;
};

/**
 * Step one's collapsible Booking Summary (spec 2 §2): beside the menu on wide screens, a bar at the
 * bottom of a phone's screen that opens upwards; the items, the promo code (the same promo as step
 * two's: 'Please select at least one item before applying promo' is refused here) and the totals;
 * Continue to Payment under it, disabled with no items.
 */
export function SummaryPanel({ cart, count, onContinue, continueLabel }: SummaryPanelProps) {
  const { t } = useFoodTranslation();
  const [isOpen, setIsOpen] = useState(false);
  // Beside the menu there is room for it all; on a phone it opens on demand.
  const isExpanded = useMediaQuery(WIDE_SCREEN) || isOpen;
  const panelId = useId();
  return (
    <aside
      aria-label={t('summary.title')}
      className="fixed inset-x-0 bottom-0 z-30 rounded-t-3xl border border-line bg-surface shadow-card-lg lg:sticky lg:top-24 lg:z-auto lg:rounded-3xl"
    >
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full cursor-pointer items-center gap-3 px-5 pt-4 pb-3 text-left lg:cursor-default"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
          <ShoppingBag aria-hidden className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-base font-extrabold tracking-tight">{t('summary.title')}</span>
          <span className="block text-xs text-muted">{t('summary.items', { count })}</span>
        </span>
        <span className="text-base font-black tabular-nums lg:hidden">{formatRupiah(cart.price.total)}</span>
        <ChevronUp
          aria-hidden
          className={clsx('size-5 text-muted transition-transform lg:hidden', !isExpanded && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        className={clsx(
          'max-h-[55vh] space-y-4 overflow-y-auto border-t border-line px-5 py-4 lg:block lg:max-h-none',
          !isExpanded && 'hidden',
        )}
      >
        <OrderLines lines={cart.lines} isReward={cart.isReward} />
        <FoodPromoForm cart={cart} />
        <OrderTotals cart={cart} />
      </div>
      <div className="px-5 pt-1 pb-5">
        <Button variant="accent" size="lg" fullWidth disabled={count === 0} onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </aside>
  );
}
