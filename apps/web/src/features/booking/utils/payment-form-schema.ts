import { z } from 'zod';
import { type PersonalFormMessages, personalFormFields } from '@/lib/personal-form';

/**
 * The payment page's form (spec 2 §3 "Personal form", §5 "Personal form" and "Payment page"): the
 * personal form (lib/personal-form.ts) and, for staff at the counter, cash or QRIS.
 */
export function createPaymentFormSchema(options: { requiresTerms: boolean; messages: PersonalFormMessages }) {
  return z.object({ ...personalFormFields(options), paymentMethod: z.enum(['cash', 'qris']) });
}

export type PaymentFormValues = z.infer<ReturnType<typeof createPaymentFormSchema>>;
