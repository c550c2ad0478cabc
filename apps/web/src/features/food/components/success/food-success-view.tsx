import { formatLongDate } from '@ruangmain/domain/dates';
import { isPaidOrderStatus } from '@ruangmain/domain/food-order';
import type { Language } from '@ruangmain/domain/languages';
import { formatRupiah } from '@ruangmain/domain/money';
import { Home, Plus, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { type Fact, FactList } from '@/checkout/components/fact-list';
import { InvoiceNumber } from '@/checkout/components/invoice-number';
import { VerifiedOutcome } from '@/checkout/components/verified-outcome';
import { useVerifiedStatus } from '@/checkout/verified-status';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FoodHelp } from '@/features/food/components/success/food-help';
import { useDateLanguage } from '@/hooks/use-date-language';
import type { BookingStatusView } from '@/lib/booking-status';
import { useFoodTranslation } from '@/lib/i18n-food';
import { getVenueDateTime } from '@/lib/venue-clock';

/** What the page was sent with (spec 2 §2: from the navigation state or the query). */
export type FoodSuccessArrival = {
  invoiceNumber: string | null;
  /** 'Table 5', 'Unit PS5 Regular 1', 'Take Away'. */
  seating: string | null;
  isReward: boolean;
};

/** Back to Home and Order More (spec 2 §2). */
function SuccessButtons() {
  const { t } = useFoodTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link
        to={paths.home.getHref()}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'sm:flex-1' })}
      >
        <Home aria-hidden className="size-4" />
        {t('success.backHome')}
      </Link>
      <Link
        to={paths.foodDrinks.getHref()}
        className={buttonVariants({ size: 'lg', className: 'sm:flex-1' })}
      >
        <Plus aria-hidden className="size-4" />
        {t('success.orderMore')}
      </Link>
    </div>
  );
}

/** 'Senin, 23 November 2026, 14:05': when the order was placed, on the venue's clock. */
function orderDate(createdAt: string, language: Language) {
  const local = getVenueDateTime(new Date(createdAt));
  return `${formatLongDate(local.slice(0, 10), language)}, ${local.slice(11, 16)}`;
}

/** Invoice, date, payment method, status, total and seating; then the items with quantity and unit price. */
function OrderFacts({
  view,
  seating,
  isReward,
}: {
  view: BookingStatusView;
  seating: string | null;
  isReward: boolean;
}) {
  const { t } = useFoodTranslation();
  const dateLanguage = useDateLanguage();
  const facts: Fact[] = [
    { label: t('success.date'), value: orderDate(view.created_at, dateLanguage) },
    {
      label: t('success.paymentMethod'),
      value: isReward ? t('success.rewardPoints') : t('success.onlinePayment'),
    },
    { label: t('success.seating'), value: seating ?? (view.unit ? `Unit ${view.unit.name}` : null) },
    { label: t('success.total'), value: formatRupiah(view.total_price), testId: 'order-success-total' },
  ];
  return (
    <>
      <FactList facts={facts} />
      <section>
        <h2 className="text-sm font-bold tracking-wider text-muted uppercase">{t('success.items')}</h2>
        <ul data-testid="order-success-items" className="mt-2 divide-y divide-line">
          {view.fnbs.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
              <span className="min-w-0 font-semibold">{item.name}</span>
              <span className="shrink-0 text-muted tabular-nums">
                {t('success.itemLine', {
                  quantity: item.pivot.quantity,
                  price: formatRupiah(item.pivot.price),
                })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * What happens now: 2 steps for a reward order, otherwise payment, processing and pickup (spec 2 §2);
 * once the server has the payment, the first two say it is paid and in the kitchen (issue 30).
 */
function NextSteps({ isReward, isPaid }: { isReward: boolean; isPaid: boolean }) {
  const { t } = useFoodTranslation();
  const steps = isReward
    ? [t('success.next.rewardPrepare'), t('success.next.rewardServe')]
    : isPaid
      ? [t('success.next.paid'), t('success.next.preparing'), t('success.next.pickup')]
      : [t('success.next.pay'), t('success.next.processing'), t('success.next.pickup')];
  return (
    <section className="rounded-2xl border border-line bg-surface-2/60 p-4">
      <h2 className="font-extrabold tracking-tight">{t('success.nextTitle')}</h2>
      <ol data-testid="order-next-steps" className="mt-3 space-y-2.5">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm leading-relaxed">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-black text-primary-text">
              {index + 1}
            </span>
            <span className="text-muted">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex items-center gap-2 text-sm font-semibold">
        <Timer aria-hidden className="size-4 text-primary-text" />
        {t('success.estimate')}
      </p>
    </section>
  );
}

/**
 * /food-drinks/success (spec 2 §2 "Food order success page"): the order as the server has it, by its
 * invoice number (the status badge never comes from the popup's callback alone), with what's next, the
 * buttons and the help contacts.
 */
export function FoodSuccessView({ invoiceNumber, seating, isReward: wasReward }: FoodSuccessArrival) {
  const { t } = useFoodTranslation();
  return (
    <VerifiedOutcome
      verified={useVerifiedStatus(invoiceNumber)}
      words={(key) => t(key)}
      lost={
        <>
          <FoodHelp />
          <SuccessButtons />
        </>
      }
      cancelled={
        <>
          <FoodHelp />
          <SuccessButtons />
        </>
      }
      done={(view) => {
        // The server's record says whether a reward paid for it; the address only says what was sent.
        const isReward = view.channel === 'reward' || (wasReward && view.total_price === 0);
        return (
          <>
            <InvoiceNumber invoiceNumber={view.invoice_number} />
            <OrderFacts view={view} seating={seating} isReward={isReward} />
            <NextSteps isReward={isReward} isPaid={isPaidOrderStatus(view.status)} />
            <SuccessButtons />
            <FoodHelp />
          </>
        );
      }}
    />
  );
}
