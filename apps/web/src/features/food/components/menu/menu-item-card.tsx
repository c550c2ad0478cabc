import type { Fnb } from '@ruangmain/domain/contracts/catalogue';
import { MAX_FOOD_QUANTITY } from '@ruangmain/domain/food-cart';
import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import { UtensilsCrossed } from 'lucide-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useFoodTranslation } from '@/lib/i18n-food';

type MenuItemCardProps = {
  item: Fnb;
  quantity: number;
  /** A reward order: the item is free and its quantity fixed (spec 2 §2 "Reward orders"). */
  isRewardItem: boolean;
  onChange: (quantity: number) => void;
  /** Loads the photo at once and first: a card the page shows first. */
  isPriority?: boolean;
};

/**
 * A menu item (spec 2 §2 "Item cards with image, name, description, price and a quantity stepper"):
 * SOLD OUT when it is not available, which then cannot be added; a reward's item shows FREE with its
 * price struck through and a fixed quantity.
 */
export function MenuItemCard({
  item,
  quantity,
  isRewardItem,
  onChange,
  isPriority = false,
}: MenuItemCardProps) {
  const { t } = useFoodTranslation();
  const isSoldOut = !item.is_available;
  return (
    <article
      aria-label={item.name}
      className={clsx(
        'flex h-full flex-col overflow-hidden rounded-2xl border bg-surface shadow-card transition-colors',
        quantity > 0 ? 'border-primary/60 ring-1 ring-primary/30' : 'border-line',
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-surface-2">
        <FallbackImage
          image={item.image}
          fallback={
            <span className="grid size-full place-items-center text-muted">
              <UtensilsCrossed aria-hidden className="size-10" />
            </span>
          }
          width={320}
          height={320}
          alt=""
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          className={clsx('size-full object-cover', isSoldOut && 'opacity-50 grayscale')}
        />
        {isSoldOut && (
          <span className="absolute top-3 left-3 rounded-md bg-danger px-2 py-0.5 text-xs font-black tracking-wider text-danger-fg">
            {t('menu.soldOut')}
          </span>
        )}
        {isRewardItem && (
          <span className="absolute top-3 left-3 rounded-md bg-success px-2 py-0.5 text-xs font-black tracking-wider text-success-fg">
            {t('menu.free')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3.5">
        <h3 className="text-sm leading-snug font-extrabold tracking-tight sm:text-base">{item.name}</h3>
        {item.description && (
          <p className="line-clamp-2 text-xs leading-relaxed text-muted">{item.description}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5 pt-2">
          {isRewardItem ? (
            <p className="flex flex-col leading-tight">
              <span className="text-xs text-muted line-through">
                <span className="sr-only">
                  {t('menu.originalPrice', { price: formatRupiah(item.price) })}
                </span>
                <span aria-hidden>{formatRupiah(item.price)}</span>
              </span>
              <span className="text-sm font-black text-success">{t('menu.free')}</span>
            </p>
          ) : (
            <span className="text-sm font-extrabold text-primary-text">{formatRupiah(item.price)}</span>
          )}
          {isRewardItem ? (
            <span className="rounded-lg bg-surface-2 px-3 py-1.5 text-sm font-extrabold tabular-nums">
              {t('menu.rewardQuantity', { count: quantity })}
            </span>
          ) : (
            // On a card too narrow for both, the stepper wraps under the price, still on the right.
            <div className="ml-auto">
              <QuantityStepper
                quantity={quantity}
                canAdd={!isSoldOut && quantity < MAX_FOOD_QUANTITY}
                onChange={onChange}
                labels={{
                  add: t('menu.add', { name: item.name }),
                  group: t('menu.quantity', { name: item.name }),
                  decrease: t('menu.decrease', { name: item.name }),
                  increase: t('menu.increase', { name: item.name }),
                }}
              />
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
