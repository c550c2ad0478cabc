import { addHours, findRewardTimeProblem } from '@ruangmain/domain/bookings';
import { listDurations } from '@ruangmain/domain/hours';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rewards, userRewards } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findOccupiedIntervals } from '../availability/availability.queries';
import type { BookingPeriod } from './booking-period';

export type FreePlayGrant = {
  userRewardId: number;
  name: string;
  unitId: number;
  hours: number;
  maxVisitors: number | null;
};

const refuse = (message: string, field = 'user_reward_id', code = 'validation.reward') =>
  new AppError('validation', message, { errors: { [field]: [code] } });

/** A free-play reward the signed-in customer owns and may still use (spec 2 §3 "Reward data"). */
export async function loadFreePlayGrant(
  db: Db,
  input: { userId: number; userRewardId: number; now: Date },
): Promise<FreePlayGrant> {
  const [row] = await db
    .select({
      id: userRewards.id,
      status: userRewards.status,
      expires_at: userRewards.expires_at,
      name: rewards.name,
      effects: rewards.effects,
    })
    .from(userRewards)
    .innerJoin(rewards, eq(rewards.id, userRewards.reward_id))
    .where(and(eq(userRewards.id, input.userRewardId), eq(userRewards.user_id, input.userId)));
  if (!row) throw refuse('This reward was not found in your account.', 'user_reward_id', 'validation.exists');
  if (row.status === 'used') throw refuse('This reward has already been used.');
  if (row.status === 'expired' || row.expires_at.getTime() <= input.now.getTime()) {
    throw refuse('This reward has expired.');
  }
  if (row.effects.type !== 'free_play') throw refuse('This reward is not for a room booking.');
  return {
    userRewardId: row.id,
    name: row.name,
    unitId: row.effects.unit_id,
    hours: row.effects.duration_hours,
    maxVisitors: row.effects.total_visitors ?? null,
  };
}

/**
 * spec 2 §5 "Reward time rules": the reward's unit and duration are locked, and its start must leave
 * room for the whole duration before the next booking and before closing.
 */
export async function checkFreePlayTime(
  db: Db,
  grant: FreePlayGrant,
  booking: { unitId: number; visitors: number; period: BookingPeriod; timeZone: string },
): Promise<void> {
  if (booking.unitId !== grant.unitId) throw refuse('This reward is for another unit.', 'unit_id');
  if (grant.maxVisitors !== null && booking.visitors > grant.maxVisitors) {
    throw refuse(`This reward is for up to ${grant.maxVisitors} people.`, 'total_visitors');
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
    maxHours: grant.hours,
  });
  const problem = findRewardTimeProblem({
    startTime: period.startTime,
    allowedDurations: allowed,
    requiredHours: grant.hours,
  });
  if (problem) throw refuse(problem, 'start_time', 'validation.reward_time');
  if (period.hours !== grant.hours) {
    throw refuse(
      `This reward is for ${grant.hours} hour(s) of play.`,
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
  const claimed = await tx
    .update(userRewards)
    .set({ status: 'used', used_at: input.now })
    .where(
      and(
        eq(userRewards.id, input.userRewardId),
        eq(userRewards.user_id, input.userId),
        eq(userRewards.status, 'available'),
        gt(userRewards.expires_at, input.now),
      ),
    )
    .returning({ id: userRewards.id });
  if (claimed.length === 0) throw refuse('This reward has already been used.');
}
