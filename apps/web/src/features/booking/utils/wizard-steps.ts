// How the step bar reads the draft (spec 2 §2 "Booking wizard", §4 "Wizard steps"): which step is
// shown, which are complete, which may be clicked. The rules themselves live in packages/domain.
import {
  type BookingDraft,
  canEnterStep,
  listSteps,
  nextStep,
  type WizardStep,
} from '@ruangmain/domain/booking-draft';

export type StepStatus = 'current' | 'complete' | 'open' | 'locked';

export type StepItem = { step: WizardStep; position: number; status: StepStatus };

/**
 * The step to show: the stored one while its prerequisites hold, else the furthest one before it
 * that may be entered (a reload after a reset, a reward that starts at step 2). Payment (5) is a
 * page of its own, so the wizard shows the step before it instead.
 */
export function resolveStep(draft: BookingDraft, stored: WizardStep): WizardStep {
  const steps = listSteps(draft).filter((step) => step !== 5 && canEnterStep(draft, step));
  const reachable = steps.filter((step) => step <= stored);
  return reachable.at(-1) ?? steps[0] ?? 2;
}

/**
 * A step is complete when what it asks for is chosen: the next step may be entered. Food is optional,
 * so it counts as complete once something is ordered or noted.
 */
export function isStepComplete(draft: BookingDraft, step: WizardStep): boolean {
  if (step === 5) return false;
  if (step === 4) return canEnterStep(draft, 5) && (draft.food.length > 0 || draft.notes.trim() !== '');
  const next = nextStep(draft, step);
  return next !== null && canEnterStep(draft, next);
}

/** The steps of the bar in order, numbered as shown (a reward's Payment is step 4 of 4). */
export function listStepItems(draft: BookingDraft, current: WizardStep): StepItem[] {
  return listSteps(draft).map((step, index) => {
    const status: StepStatus =
      step === current
        ? 'current'
        : !canEnterStep(draft, step)
          ? 'locked'
          : isStepComplete(draft, step)
            ? 'complete'
            : 'open';
    return { step, position: index + 1, status };
  });
}
