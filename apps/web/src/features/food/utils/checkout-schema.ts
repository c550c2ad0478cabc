import { MAX_TABLE_NUMBER_LENGTH, SEATING_MODES, type SeatingMode } from '@ruangmain/domain/food-order';
import { z } from 'zod';
import { type PersonalFormMessages, type PersonalFormValues, personalFormFields } from '@/lib/personal-form';

/** Step two's form (spec 2 §2 "Step two"): the personal form and where the order goes. */
export type CheckoutValues = PersonalFormValues & {
  seating: SeatingMode;
  tableNumber: string;
  /** The chosen unit's id as the select holds it; '' when none. */
  unitId: string;
};

export type CheckoutMessages = PersonalFormMessages & { tableRequired: string; unitRequired: string };

/**
 * Step two's rules (spec 2 §5 "Food page"): the personal form (terms unless it is a reward order), a
 * table number for a table, a unit for a unit. All of them are checked on one submit.
 */
export function createCheckoutSchema({
  requiresTerms,
  messages,
}: {
  requiresTerms: boolean;
  messages: CheckoutMessages;
}) {
  return z
    .object({
      ...personalFormFields({ requiresTerms, messages }),
      seating: z.enum(SEATING_MODES),
      tableNumber: z.string().trim().max(MAX_TABLE_NUMBER_LENGTH),
      unitId: z.string(),
    })
    .superRefine(
      (values, context) => {
        if (values.seating === 'table' && !values.tableNumber) {
          context.addIssue({ code: 'custom', path: ['tableNumber'], message: messages.tableRequired });
        }
        if (values.seating === 'unit' && !values.unitId) {
          context.addIssue({ code: 'custom', path: ['unitId'], message: messages.unitRequired });
        }
      },
      { when: () => true },
    );
}
