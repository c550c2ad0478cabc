import type { BookFnbRequest } from '@ruangmain/domain/contracts/food';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { CheckoutDialogs } from '@/checkout/components/checkout-dialogs';
import { paths } from '@/config/paths';
import { FoodFrame } from '@/features/food/components/food-frame';
import { MenuSkeleton } from '@/features/food/components/menu/menu-grid';
import { MenuStep } from '@/features/food/components/menu/menu-step';
import { RewardBanner } from '@/features/food/components/reward-banner';
import { useFoodCart } from '@/features/food/hooks/use-food-cart';
import { useFoodPayment } from '@/features/food/hooks/use-food-payment';
import { useFoodReward } from '@/features/food/hooks/use-food-reward';
import type { CheckoutValues } from '@/features/food/utils/checkout-schema';
import { describeOrderError } from '@/features/food/utils/describe-order-error';
import { buildFoodOrderPayload } from '@/features/food/utils/food-order-payload';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useSession } from '@/lib/auth/use-session';
import { useFoodTranslation } from '@/lib/i18n-food';
import { toast } from '@/lib/toast';

// Step two carries the forms and their schemas: it loads after the menu is on screen (apps/web/README.md
// "Route screens are lazy and budgeted").
const loadCheckoutStep = () =>
  import('@/features/food/components/checkout/checkout-step').then((module) => ({
    default: module.CheckoutStep,
  }));
const CheckoutStep = lazy(loadCheckoutStep);

/**
 * /food-drinks (spec 2 §2 "Food and drinks page", §4 "Food page"): step one chooses the items, step two
 * says who and where and pays; the confirm, 'Change of plans?' and leave questions; a reward order
 * with its items fixed and free. Its first paint is the menu as every visitor first sees it, drawn by
 * the server with the menu (docs/decisions/0025): what this tab keeps (a reward, a payment under way)
 * shows once the page is hydrated.
 */
export function FoodPage() {
  const { t } = useFoodTranslation();
  const { user, isAuthenticated, isStaff } = useSession();
  const isHydrated = useIsHydrated();
  const { reward, isInvalid, forget } = useFoodReward();
  const cart = useFoodCart(reward);
  const [step, setStep] = useState<'menu' | 'checkout'>('menu');
  const [typed, setTyped] = useState<CheckoutValues | null>(null);
  const [toConfirm, setToConfirm] = useState<BookFnbRequest | null>(null);
  const rewardItemIds = useMemo(() => new Set(reward?.items.map((item) => item.id)), [reward]);
  const fieldLabels = useMemo(
    () => ({
      fnbs: t('fields.fnbs'),
      name: t('fields.name'),
      phone: t('fields.phone'),
      unit_id: t('fields.unit_id'),
      table_number: t('fields.table_number'),
      notes: t('fields.notes'),
      promo_code: t('fields.promo_code'),
      promo_id: t('fields.promo_id'),
      user_reward_id: t('fields.user_reward_id'),
      payment_method: t('fields.payment_method'),
    }),
    [t],
  );
  const payment = useFoodPayment({
    onPlaced: (placed) => {
      if (placed.isReward) {
        forget();
        toast.success(t('toasts.rewardSubmitted'));
      } else if (placed.status === 'pending') {
        toast.success(t('toasts.submitted'));
      }
    },
    onSubmitFailed: (error) =>
      toast.error(
        describeOrderError(error, {
          labels: fieldLabels,
          fallback: t('toasts.submitFailed'),
          format: (field, message) => t('toasts.fieldError', { field, message }),
        }),
      ),
  });
  const { phase } = payment;

  // Fetched once the customer has chosen something (a reward order comes with its items), so Continue
  // to Payment shows step two at once, and a visitor who only looks at the menu never loads the forms.
  const hasChosen = cart.lines.length > 0;
  useEffect(() => {
    if (hasChosen) void loadCheckoutStep();
  }, [hasChosen]);

  // spec 2 §2 "Redirects": invalid reward data goes back to the rewards page.
  if (isInvalid) return <Navigate to={paths.profileRewardsAlias.getHref()} replace />;

  const confirm = () => {
    if (!toConfirm) return;
    // Closed first: the popup must not open under a modal dialog.
    setToConfirm(null);
    void payment.submit({ payload: toConfirm, order: { isReward: cart.isReward } });
  };

  const body =
    step === 'menu' ? (
      <MenuStep cart={cart} rewardItemIds={rewardItemIds} onContinue={() => setStep('checkout')} />
    ) : (
      <Suspense fallback={<MenuSkeleton />}>
        <CheckoutStep
          cart={cart}
          account={isAuthenticated && !isStaff ? user : null}
          isLocked={phase.name !== 'form'}
          isSubmitting={phase.name === 'submitting'}
          initialValues={typed}
          onBack={(values) => {
            setTyped(values);
            setStep('menu');
          }}
          onValid={(values) => {
            setTyped(values);
            setToConfirm(
              buildFoodOrderPayload({
                values,
                lines: cart.lines,
                promo: cart.promo,
                discountAmount: cart.price.discountAmount,
                userRewardId: reward?.user_reward_id ?? null,
              }),
            );
          }}
        />
      </Suspense>
    );

  return (
    <>
      <FoodFrame isReward={cart.isReward}>
        {reward && step === 'menu' && <RewardBanner reward={reward} onDrop={forget} />}
        {body}
      </FoodFrame>

      <CheckoutDialogs
        checkout={payment}
        isReady={isHydrated}
        words={(key) => t(key)}
        confirmation={{
          isOpen: toConfirm !== null,
          note: cart.isReward ? t('confirm.reward') : t('confirm.online'),
          onCancel: () => setToConfirm(null),
          onConfirm: confirm,
        }}
        closed={{
          act: t('closed.adjust'),
          onGiveUp: () => {
            void payment.endPayment('user_cancelled');
            setStep('menu');
          },
        }}
      />
    </>
  );
}
