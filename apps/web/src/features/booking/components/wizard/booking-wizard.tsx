import {
  canEnterStep,
  isDraftComplete,
  nextStep,
  previousStep,
  type WizardStep,
} from '@ruangmain/domain/booking-draft';
import { formatRupiah } from '@ruangmain/domain/money';
import { clsx } from 'clsx';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { ConsoleStep } from '@/features/booking/components/steps/console-step';
import { StepBar } from '@/features/booking/components/wizard/step-bar';
import { StepNavigation } from '@/features/booking/components/wizard/step-navigation';
import { AdminBanner, RewardBanner } from '@/features/booking/components/wizard/wizard-banners';
import { WizardHeader } from '@/features/booking/components/wizard/wizard-header';
import { NO_TOTAL, useBookingPrice } from '@/features/booking/hooks/use-booking-price';
import { bookingDraftStore, useBookingDraft } from '@/features/booking/state/booking-draft-store';
import { listStepItems, resolveStep } from '@/features/booking/utils/wizard-steps';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useSession } from '@/lib/auth/use-session';
import { useBookingTranslation } from '@/lib/i18n-booking';

type ScreenStep = Exclude<WizardStep, 5>;

// The first render shows step 1 only (docs/decisions/0018): the other steps load when the booking can
// move on to them, the summary when it is shown.
const STEP_LOADERS: Record<Exclude<ScreenStep, 1>, () => Promise<{ default: ComponentType }>> = {
  2: () => import('@/features/booking/components/steps/room-step').then((m) => ({ default: m.RoomStep })),
  3: () =>
    import('@/features/booking/components/steps/date-time-step').then((m) => ({ default: m.DateTimeStep })),
  4: () => import('@/features/booking/components/steps/food-step').then((m) => ({ default: m.FoodStep })),
};

const STEP_SCREENS: Record<ScreenStep, ComponentType> = {
  1: ConsoleStep,
  2: lazy(STEP_LOADERS[2]),
  3: lazy(STEP_LOADERS[3]),
  4: lazy(STEP_LOADERS[4]),
};

const BookingSummary = lazy(() =>
  import('@/features/booking/components/summary/booking-summary').then((m) => ({
    default: m.BookingSummary,
  })),
);

const WIZARD_ID = 'booking-wizard';
const SUMMARY_ID = 'booking-summary-panel';
/** Tailwind's `lg`, where the summary has room beside the step. */
const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * /rent, the five-step booking wizard (spec 2 §2 "Booking wizard", §4 "Wizard steps"): the step bar,
 * the current step, Previous Step and the way forward, and the summary panel the user can hide.
 * Everything is read from and written to the wizard store, which /booking-payment reads too.
 */
export function BookingWizard() {
  const { t } = useBookingTranslation();
  const { draft, display, promo, step: storedStep } = useBookingDraft();
  const { isStaff } = useSession();
  const navigate = useNavigate();
  // The summary sits beside the step from `lg` up; on smaller screens it opens above the step on demand.
  // Until the user chooses, the screen decides; its column is reserved from `lg` up by CSS, so the
  // prerendered page (which cannot know the screen) does not move when the summary arrives.
  const isWideScreen = useMediaQuery(WIDE_SCREEN);
  const [summaryChoice, setSummaryChoice] = useState<boolean | null>(null);
  const isSummaryOpen = summaryChoice ?? isWideScreen;
  const { price, hasTotal } = useBookingPrice({ draft, display, promo });
  const step = resolveStep(draft, storedStep);
  const items = listStepItems(draft, step);
  const next = nextStep(draft, step);
  const previous = previousStep(draft, step);
  const Screen = STEP_SCREENS[step as ScreenStep];
  const current = items.find((item) => item.step === step);
  const canGoNext = next !== null && canEnterStep(draft, next);

  // The step the booking may move on to loads before it is asked for.
  useEffect(() => {
    if (canGoNext && next !== null && next !== 1 && next !== 5) void STEP_LOADERS[next]();
  }, [canGoNext, next]);

  // A new step starts at its top, with focus on its heading for keyboard and screen-reader users.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(WIZARD_ID)?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const goTo = (target: WizardStep) => {
    if (!canEnterStep(draft, target)) return;
    // spec 2 §2: step 5 is the payment page; spec 2 §5: an incomplete draft is silently not submitted.
    if (target === 5) {
      if (isDraftComplete(draft)) void navigate(paths.bookingPayment.getHref());
      return;
    }
    bookingDraftStore.setStep(target);
  };

  return (
    <div id={WIZARD_ID} className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <WizardHeader
        isSummaryOpen={isSummaryOpen}
        summaryId={SUMMARY_ID}
        onToggleSummary={() => setSummaryChoice(!isSummaryOpen)}
      />

      <div className="mt-6 space-y-3">
        {isStaff && <AdminBanner />}
        {draft.reward && <RewardBanner reward={display.reward} />}
      </div>

      <div className="mt-6">
        <StepBar items={items} onSelect={goTo} />
      </div>

      <div
        className={clsx(
          'mt-8 grid items-start gap-8',
          summaryChoice !== false && 'lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]',
        )}
      >
        <section aria-labelledby="booking-step-heading" className="min-w-0 space-y-8">
          <h2
            id="booking-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="flex items-baseline gap-3 text-2xl font-black tracking-tight outline-none"
          >
            <span className="text-sm font-bold tracking-wider text-muted uppercase">
              {t('steps.number', { number: current?.position ?? step })}
            </span>
            {t(`steps.names.${step}`)}
          </h2>
          <Suspense fallback={<PageLoader className="min-h-64" />}>
            <Screen />
          </Suspense>
          <StepNavigation
            onPrevious={previous ? () => goTo(previous) : undefined}
            onNext={() => next && goTo(next)}
            canGoNext={canGoNext}
            isNextPayment={next === 5}
            total={hasTotal ? formatRupiah(price.total) : NO_TOTAL}
          />
        </section>
        {isSummaryOpen && (
          <aside id={SUMMARY_ID} className="order-first lg:sticky lg:top-24 lg:order-none">
            <Suspense fallback={null}>
              <BookingSummary onClose={() => setSummaryChoice(false)} />
            </Suspense>
          </aside>
        )}
      </div>
    </div>
  );
}
