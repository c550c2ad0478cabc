import { MAX_NOTES_LENGTH } from '@ruangmain/domain/bookings';
import { z } from 'zod';

/** spec 2 §9 "Other limits": phone max 14 digits (the phone input keeps no more). */
export const PHONE_MAX_DIGITS = 14;

export type PaymentFormMessages = {
  nameRequired: string;
  phoneRequired: string;
  phoneDigits: string;
  phoneTooLong: string;
  notesTooLong: string;
  termsRequired: string;
};

/**
 * The payment page's form (spec 2 §3 "Personal form", §5 "Personal form" and "Payment page"): full
 * name and phone (digits only, at most 14) are required for everyone, since guests and counter
 * customers have no account to fall back on; the terms must be agreed unless it is a reward.
 */
export function createPaymentFormSchema({
  requiresTerms,
  messages,
}: {
  requiresTerms: boolean;
  messages: PaymentFormMessages;
}) {
  return z.object({
    useAccount: z.boolean(),
    fullName: z.string().trim().min(1, messages.nameRequired),
    phoneNumber: z
      .string()
      .min(1, messages.phoneRequired)
      .regex(/^\d*$/, messages.phoneDigits)
      .max(PHONE_MAX_DIGITS, messages.phoneTooLong),
    notes: z.string().max(MAX_NOTES_LENGTH, messages.notesTooLong),
    agreed: z.boolean().refine((agreed) => agreed || !requiresTerms, messages.termsRequired),
    paymentMethod: z.enum(['cash', 'qris']),
  });
}

export type PaymentFormValues = z.infer<ReturnType<typeof createPaymentFormSchema>>;
