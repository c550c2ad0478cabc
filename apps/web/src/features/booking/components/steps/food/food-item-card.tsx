import type { Fnb as FnbItem } from '@ruangmain/domain/contracts/catalogue';
import { MAX_FOOD_QUANTITY } from '@ruangmain/domain/food-cart';
import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import { UtensilsCrossed } from 'lucide-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useBookingTranslation } from '@/lib/i18n-booking';

type FoodItemCardProps = { item: FnbItem; quantity: number; onChange: (quantity: number) => void };

const imageClass = 'size-20 shrink-0 rounded-xl bg-surface-2 object-cover sm:size-24';

/** A menu item with its quantity stepper; a sold-out one shows SOLD OUT and cannot be added (spec 2 §2). */
export function FoodItemCard({ item, quantity, onChange }: FoodItemCardProps) {
  const { t } = useBookingTranslation();
  const isSoldOut = !item.is_available;
  return (
    <article
      aria-label={item.name}
      className={clsx(
        'flex h-full gap-3 rounded-2xl border bg-surface p-3 shadow-card transition-colors',
        quantity > 0 ? 'border-primary/60' : 'border-line',
      )}
    >
      <div className="relative">
        <FallbackImage
          image={item.image}
          fallback={
            <span className={`${imageClass} grid place-items-center text-muted`}>
              <UtensilsCrossed aria-hidden className="size-7" />
            </span>
          }
          width={160}
          height={160}
          alt=""
          className={clsx(imageClass, isSoldOut && 'opacity-50 grayscale')}
        />
        {isSoldOut && (
          <span className="absolute inset-x-1 top-1/2 -translate-y-1/2 rounded-md bg-danger py-0.5 text-center text-[0.65rem] font-black tracking-wider text-danger-fg">
            {t('food.soldOut')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h5 className="text-sm font-extrabold tracking-tight sm:text-base">{item.name}</h5>
        {item.description && (
          <p className="mt-0.5 line-clamp-2 text-xs leading-relaxed text-muted">{item.description}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <span className="text-sm font-extrabold text-primary-text">{formatRupiah(item.price)}</span>
          <QuantityStepper
            labels={{
              add: t('food.add', { name: item.name }),
              group: t('food.quantity', { name: item.name }),
              decrease: t('food.decrease', { name: item.name }),
              increase: t('food.increase', { name: item.name }),
            }}
            quantity={quantity}
            canAdd={!isSoldOut && quantity < MAX_FOOD_QUANTITY}
            onChange={onChange}
          />
        </div>
      </div>
    </article>
  );
}
