import {
  checkPromoEndpoint,
  listServiceFeesEndpoint,
  listTaxesEndpoint,
} from '@ruangmain/domain/contracts/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route';
import { sendCached } from '../../plugins/catalogue-cache';
import {
  checkPromoCode,
  countCustomerUsesOfCode,
  listActiveServiceFees,
  listActiveTaxes,
} from './pricing-facts';

/** Public pricing facts (spec 2 §7): active taxes, active service fees, and promo checks. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, listTaxesEndpoint, (request, reply) =>
    sendCached(request, reply, listTaxesEndpoint, 'taxes', () => listActiveTaxes(db)),
  );

  route(app, listServiceFeesEndpoint, (request, reply) =>
    sendCached(request, reply, listServiceFeesEndpoint, 'service-fees', () => listActiveServiceFees(db)),
  );

  // Not cached: validity depends on the clock and on usage.
  route(app, checkPromoEndpoint, async (request) => {
    const { promo_code, room_subtotal, fnb_subtotal } = request.query;
    const user = request.auth?.user;
    const use =
      room_subtotal === undefined && fnb_subtotal === undefined
        ? undefined
        : {
            sessionSubtotal: room_subtotal ?? 0,
            fnbSubtotal: fnb_subtotal ?? 0,
            // Only a signed-in customer is known before the booking names its phone.
            customerUses: user ? await countCustomerUsesOfCode(db, promo_code, user) : null,
          };
    const promo = await checkPromoCode(db, promo_code, new Date(), use);
    return {
      ...promo,
      start_date: promo.start_date?.toISOString() ?? null,
      end_date: promo.end_date?.toISOString() ?? null,
    };
  });
};
