import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../providers/payments/payment-provider';

/** What a step that may ask or tell the payment provider needs: the database, a logger, the provider. */
export type HoldDeps = { db: Db; log: FastifyBaseLogger; payments: PaymentProvider };
