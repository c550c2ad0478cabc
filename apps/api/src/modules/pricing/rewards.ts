import type {
  AdminRewardSchema,
  REWARD_SORTS,
  RewardBodySchema,
  RewardUpdateSchema,
} from '@ruangmain/domain/contracts/admin-pricing';
import type { RewardEffects } from '@ruangmain/domain/contracts/catalogue';
import { count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { units } from '../../db/schema/catalogue';
import { fnbs } from '../../db/schema/food';
import { rewards, userRewards } from '../../db/schema/rewards';
import { AppError } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { apiText, nounText } from '../../texts/local-text';
import type { AuditActor } from '../audit/record-audit';
import { assertIdsExist } from '../manage/link-rows';
import { type CollectionQuery, listCollection } from '../manage/list-collection';
import { findRow, type ManagedTable, type RowOf } from '../manage/managed-table';
import { createRow, removeRow, updateRow } from '../manage/write-collection';

/** The back office's rewards (issue 17): what customers redeem their points for (spec 1 §3). */
export const managedRewards: ManagedTable<typeof rewards> = {
  table: rewards,
  subject: 'reward',
  noun: 'reward',
  label: (row) => row.name,
};

type RewardRow = RowOf<typeof rewards>;
type AdminReward = z.output<typeof AdminRewardSchema>;

/** The rows as the contract answers them, with how many times each was redeemed. */
async function presentRewards(db: Db, rows: RewardRow[]): Promise<AdminReward[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ reward_id: userRewards.reward_id, value: count() })
          .from(userRewards)
          .where(inArray(userRewards.reward_id, ids))
          .groupBy(userRewards.reward_id);
  const byId = new Map(counts.map((entry) => [entry.reward_id, entry.value]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    type: row.type,
    points_required: row.points_required,
    effects: row.effects,
    stock: row.stock,
    validity_days: row.validity_days,
    is_active: row.is_active,
    redeemed_count: byId.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const presentOne = async (db: Db, row: RewardRow) => ({
  data: (await presentRewards(db, [row]))[0] as AdminReward,
});

export function listRewards(db: Db, query: CollectionQuery<(typeof REWARD_SORTS)[number]>) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return listCollection(db, {
    table: rewards,
    query,
    sortColumns: {
      points_required: rewards.points_required,
      name: rewards.name,
      type: rewards.type,
      stock: rewards.stock,
      is_active: rewards.is_active,
      created_at: rewards.created_at,
    },
    where: pattern ? or(ilike(rewards.name, pattern), ilike(rewards.description, pattern)) : undefined,
    present: (rows) => presentRewards(db, rows),
  });
}

export const getReward = async (db: Db, id: number) => presentOne(db, await findRow(db, managedRewards, id));

/** The unit a free play names and the items free food lists exist (422 under effects, not a 500 later). */
async function assertEffectsExist(db: Db, effects: RewardEffects): Promise<void> {
  if (effects.type === 'free_play') {
    await assertIdsExist(db, { table: units, ids: [effects.unit_id], field: 'effects', noun: 'unit' });
  }
  if (effects.type === 'free_fnb') {
    const ids = effects.fnbs.map((line) => line.fnb_id);
    await assertIdsExist(db, { table: fnbs, ids, field: 'effects', noun: 'item' });
  }
}

export async function createReward(db: Db, actor: AuditActor, body: z.output<typeof RewardBodySchema>) {
  await assertEffectsExist(db, body.effects);
  const row = await createRow(db, managedRewards, { actor, values: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.added', { noun: nounText('reward') }) };
}

/** Changes a reward; a type changed alone, or effects alone, must still agree with what is kept. */
export async function updateReward(
  db: Db,
  actor: AuditActor,
  id: number,
  body: z.output<typeof RewardUpdateSchema>,
) {
  const current = await findRow(db, managedRewards, id);
  const type = body.type ?? current.type;
  const effects = body.effects ?? current.effects;
  if (type !== effects.type) {
    throw new AppError('validation', apiText('reward.effectsType'), {
      errors: { effects: ['validation.in'] },
    });
  }
  if (body.effects) await assertEffectsExist(db, body.effects);
  const row = await updateRow(db, managedRewards, { actor, id, changes: body });
  return { ...(await presentOne(db, row)), message: apiText('manage.saved', { noun: nounText('reward') }) };
}

/** A reward customers redeemed is deactivated: it leaves the shop, the vouchers they hold keep it. */
export const removeReward = (db: Db, actor: AuditActor, id: number) =>
  removeRow(db, managedRewards, {
    actor,
    id,
    deactivate: { is_active: false },
    findReference: async (tx, row) => {
      const [held] = await tx
        .select({ value: count() })
        .from(userRewards)
        .where(eq(userRewards.reward_id, row.id));
      return (held?.value ?? 0) > 0 ? 'redeemed rewards' : null;
    },
  });
