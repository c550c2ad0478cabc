import { checkPromoRoute, listServiceFeesRoute, listTaxesRoute } from '@ruangmain/domain/contracts/pricing';
import { findPromoProblem, normalizePromoCode, PROMO_MESSAGES } from '@ruangmain/domain/promos';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promos, serviceFees, taxes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sendCached } from '../../plugins/catalogue-cache';

/** Public pricing facts (spec 2 §7): active taxes, active service fees, and promo checks. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/public/taxes', { schema: listTaxesRoute }, (request, reply) =>
    sendCached(request, reply, listTaxesRoute, 'taxes', () =>
      db
        .select({ id: taxes.id, name: taxes.name, percentage: taxes.percentage, is_active: taxes.is_active })
        .from(taxes)
        .where(eq(taxes.is_active, true))
        .orderBy(asc(taxes.id)),
    ),
  );

  app.get('/api/public/services-fee', { schema: listServiceFeesRoute }, (request, reply) =>
    sendCached(request, reply, listServiceFeesRoute, 'service-fees', () =>
      db
        .select({
          id: serviceFees.id,
          name: serviceFees.name,
          amount: serviceFees.amount,
          is_active: serviceFees.is_active,
        })
        .from(serviceFees)
        .where(eq(serviceFees.is_active, true))
        .orderBy(asc(serviceFees.id)),
    ),
  );

  // Not cached: validity depends on the clock and on usage.
  app.get('/api/public/promos', { schema: checkPromoRoute }, async (request) => {
    const code = normalizePromoCode(request.query.promo_code);
    if (!code) throw new AppError('not_found', PROMO_MESSAGES.notFound);
    const [promo] = await db
      .select({
        id: promos.id,
        promo_code: promos.promo_code,
        description: promos.description,
        percentage: promos.percentage,
        is_active: promos.is_active,
        start_date: promos.start_date,
        end_date: promos.end_date,
        times_used: promos.times_used,
        usage_limit: promos.usage_limit,
      })
      .from(promos)
      .where(eq(promos.promo_code, code))
      .limit(1);
    const problem = findPromoProblem(promo, new Date());
    if (problem === PROMO_MESSAGES.notFound || !promo)
      throw new AppError('not_found', PROMO_MESSAGES.notFound);
    if (problem) throw new AppError('validation', problem, { errors: { promo_code: ['validation.promo'] } });
    return {
      ...promo,
      start_date: promo.start_date?.toISOString() ?? null,
      end_date: promo.end_date?.toISOString() ?? null,
    };
  });
};
