import { normalizePhone } from '@ruangmain/domain/phone';
import { isStaff } from '@ruangmain/domain/roles';
import { AppError } from '../../lib/errors';
import type { Auth } from '../../plugins/authenticate';
import { apiText } from '../../texts/local-text';

/** Who books, and so how the booking is paid (spec 2 §6 "Roles and permissions"). */
export type BookingActor =
  | { kind: 'guest'; userId: null; createdBy: null }
  | { kind: 'customer'; userId: number; createdBy: null }
  | { kind: 'reward'; userId: number; createdBy: null; userRewardId: number }
  | { kind: 'ots'; userId: null; createdBy: number; paymentMethod: 'cash' | 'qris' };

export type BookingContact = { name: string; phone: string; email: string | null };

type ActorInput = {
  payment_method: 'midtrans' | 'cash' | 'qris';
  user_reward_id?: number | null | undefined;
};

/**
 * Staff book at the counter (cash or QRIS); a reward needs its owner signed in; a signed-in customer
 * books for themself; anyone else is a guest. Counter payment methods are staff-only.
 */
export function resolveBookingActor(input: ActorInput, auth: Auth | undefined): BookingActor {
  if (auth && isStaff(auth.user)) {
    if (input.payment_method === 'midtrans') {
      throw new AppError('validation', apiText('booking.counterMethod'), {
        errors: { payment_method: ['validation.in'] },
      });
    }
    return { kind: 'ots', userId: null, createdBy: auth.user.id, paymentMethod: input.payment_method };
  }
  if (input.payment_method !== 'midtrans') {
    throw new AppError('forbidden', apiText('booking.counterStaffOnly'));
  }
  if (input.user_reward_id) {
    if (!auth) throw new AppError('unauthenticated', apiText('booking.loginForReward'));
    return { kind: 'reward', userId: auth.user.id, createdBy: null, userRewardId: input.user_reward_id };
  }
  if (auth) return { kind: 'customer', userId: auth.user.id, createdBy: null };
  return { kind: 'guest', userId: null, createdBy: null };
}

/**
 * The booking's contact: what the form sent, else the signed-in account's own details. Guests and
 * counter bookings must give both (spec 2 §5 'Customer name and phone are required').
 */
export function resolveContact(
  input: { name?: string | undefined; phone?: string | undefined; email?: string | undefined },
  actor: BookingActor,
  auth: Auth | undefined,
): BookingContact {
  const account = actor.kind === 'customer' || actor.kind === 'reward' ? auth?.user : undefined;
  const name = input.name ?? account?.name;
  const rawPhone = input.phone ?? account?.phone;
  if (!name || !rawPhone) {
    const errors: Record<string, string[]> = {};
    if (!name) errors.name = ['validation.required'];
    if (!rawPhone) errors.phone = ['validation.required'];
    throw new AppError('validation', apiText('booking.nameAndPhoneRequired'), { errors });
  }
  // Indonesian mobiles are stored as 62…, like accounts; other numbers (a tourist's) as typed.
  const phone = normalizePhone(rawPhone) ?? rawPhone.trim();
  return { name, phone, email: input.email ?? account?.email ?? null };
}
