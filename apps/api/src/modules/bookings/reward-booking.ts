import { addHours, findRewardTimeProblem } from '@ruangmain/domain/bookings';
import { listDurations, type WeeklyHours } from '@ruangmain/domain/hours';
import { findHeldRewardProblem } from '@ruangmain/domain/rewards';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fromDomainText } from '../../texts/domain-text';
import { apiText, type LocalText } from '../../texts/local-text';
import { findOccupiedIntervals } from '../availability/availability.queries';
import { findHeldReward, useHeldReward } from '../rewards/held-rewards.queries';
import type { BookingPeriod } from './booking-period';

export type FreePlayGrant = {
  userRewardId: number;
  name: string;
  unitId: number;
  hours: number;
  maxVisitors: number | null;
};

const refuse = (message: LocalText, field = 'user_reward_id', code = 'validation.reward') =>
  new AppError('validation', message, { errors: { [field]: [code] } });

/** A free-play reward the signed-in customer owns and may still use (spec 2 §3 "Reward data"). */
export async function loadFreePlayGrant(
  db: Db,
  input: { userId: number; userRewardId: number; now: Date },
): Promise<FreePlayGrant> {
  const row = await findHeldReward(db, { id: input.userRewardId, userId: input.userId });
  if (!row) throw refuse(apiText('reward.heldNotFound'), 'user_reward_id', 'validation.exists');
  const problem = findHeldRewardProblem(row.held, input.now);
  if (problem) throw refuse(fromDomainText(problem));
  const { effects } = row.reward;
  if (effects.type !== 'free_play') throw refuse(apiText('booking.rewardNotPlay'));
  return {
    userRewardId: row.held.id,
    name: row.reward.name,
    unitId: effects.unit_id,
    hours: effects.duration_hours,
    maxVisitors: effects.total_visitors ?? null,
  };
}

/**
 * spec 2 §5 "Reward time rules": the reward's unit and duration are locked, and its start must leave
 * room for the whole duration before the next booking and before closing.
 */
export async function checkFreePlayTime(
  db: Db,
  grant: FreePlayGrant,
  booking: { unitId: number; visitors: number; period: BookingPeriod; timeZone: string; hours: WeeklyHours },
): Promise<void> {
  if (booking.unitId !== grant.unitId) throw refuse(apiText('booking.rewardOtherUnit'), 'unit_id');
  if (grant.maxVisitors !== null && booking.visitors > grant.maxVisitors) {
    throw refuse(apiText('booking.rewardMaxPeople', { max: grant.maxVisitors }), 'total_visitors');
  }
  const { period } = booking;
  const busy = await findOccupiedIntervals(
    db,
    booking.unitId,
    period.start,
    addHours(period.start, grant.hours),
  );
  const allowed = listDurations({
    date: period.businessDate,
    startTime: period.startTime,
    busy,
    timeZone: booking.timeZone,
    hours: booking.hours,
    maxHours: grant.hours,
  });
  const problem = findRewardTimeProblem({
    startTime: period.startTime,
    allowedDurations: allowed,
    requiredHours: grant.hours,
  });
  if (problem) throw refuse(fromDomainText(problem), 'start_time', 'validation.reward_time');
  if (period.hours !== grant.hours) {
    throw refuse(
      apiText('booking.rewardHours', { hours: grant.hours }),
      'end_time',
      'validation.reward_duration',
    );
  }
}

/** Marks the reward used in the booking's transaction; a second booking racing for it loses. */
export async function claimUserReward(
  tx: Pick<Db, 'update'>,
  input: { userRewardId: number; userId: number; now: Date },
): Promise<void> {
  const used = await useHeldReward(tx, { id: input.userRewardId, userId: input.userId, now: input.now });
  if (!used) throw refuse(apiText('reward.used'));
}
