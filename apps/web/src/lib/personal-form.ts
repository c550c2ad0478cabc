import { MAX_NOTES_LENGTH } from '@ruangmain/domain/bookings';
import { z } from 'zod';

// The personal form of spec 2 §3 ("fullName, phoneNumber, notes, agreed") and §5 "Personal form": the
// booking payment page's and the food page's.

/** spec 2 §9 "Other limits": phone max 14 digits (the phone input keeps no more). */
export const PHONE_MAX_DIGITS = 14;

export type PersonalFormMessages = {
  nameRequired: string;
  phoneRequired: string;
  phoneDigits: string;
  phoneTooLong: string;
  notesTooLong: string;
  termsRequired: string;
};

/**
 * Full name and phone (digits only, at most 14) are required of everyone, since guests have no account
 * to fall back on; notes at most 200 characters; the terms must be agreed unless it is a reward. Ticking
 * 'Use my account information' fills name and phone from the account.
 */
export function personalFormFields({
  requiresTerms,
  messages,
}: {
  requiresTerms: boolean;
  messages: PersonalFormMessages;
}) {
  return {
    useAccount: z.boolean(),
    fullName: z.string().trim().min(1, messages.nameRequired),
    phoneNumber: z
      .string()
      .min(1, messages.phoneRequired)
      .regex(/^\d*$/, messages.phoneDigits)
      .max(PHONE_MAX_DIGITS, messages.phoneTooLong),
    notes: z.string().max(MAX_NOTES_LENGTH, messages.notesTooLong),
    agreed: z.boolean().refine((agreed) => agreed || !requiresTerms, messages.termsRequired),
  };
}

/** What the personal form's fields hold. */
export type PersonalFormValues = {
  useAccount: boolean;
  fullName: string;
  phoneNumber: string;
  notes: string;
  agreed: boolean;
};
