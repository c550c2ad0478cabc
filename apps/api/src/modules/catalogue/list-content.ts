import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, faqs } from '../../db/schema/content';
import { rewards } from '../../db/schema/rewards';

/** Active banners in display order (spec 1 §3 Banner). */
export function listBanners(db: Db) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      description: banners.description,
      image: banners.image,
      is_active: banners.is_active,
    })
    .from(banners)
    .where(eq(banners.is_active, true))
    .orderBy(asc(banners.sort_order), asc(banners.id));
}

/** Published FAQs in display order (spec 1 §3 FAQ). */
export function listFaqs(db: Db) {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, is_published: faqs.is_published })
    .from(faqs)
    .where(eq(faqs.is_published, true))
    .orderBy(asc(faqs.sort_order), asc(faqs.id));
}

/** The active rewards catalogue, cheapest first (spec 1 §3 Reward). */
export async function listRewards(db: Db) {
  const rows = await db
    .select({
      id: rewards.id,
      name: rewards.name,
      description: rewards.description,
      points_required: rewards.points_required,
      image: rewards.image,
      type: rewards.type,
      effects: rewards.effects,
      stock: rewards.stock,
      validity_days: rewards.validity_days,
      is_active: rewards.is_active,
    })
    .from(rewards)
    .where(eq(rewards.is_active, true))
    .orderBy(asc(rewards.points_required), desc(rewards.id));
  return rows;
}
