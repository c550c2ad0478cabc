import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import {
  hashIdempotentRequest,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  isKeptAnswer,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  readIdempotencyKey,
} from '../lib/idempotency-key';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  finishIdempotencyKey,
  type IdempotencyKeyId,
  type IdempotencyKeyRow,
  releaseIdempotencyKey,
} from './idempotency-keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: an `Idempotency-Key` makes a repeat answer the first result (record 0035). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it acts, answered in onSend; null otherwise. */
    idempotencyKey: IdempotencyKeyId | null;
  }
}

/**
 * How long a repeat waits for the first request with its key to answer, counted from when the first
 * took it: past the provider calls' timeouts (10 s). A first request older than that is taken as stuck
 * (its process stopped mid-way, so whether it moved money is unknown): its repeats answer 409 at once.
 */
const WAIT_FOR_FIRST_MS = 15_000;
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 250;

export const IDEMPOTENCY_MESSAGES = {
  invalid: `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters.`,
  mismatch: `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key for a new request.`,
  inProgress: `A request with this ${IDEMPOTENCY_HEADER} is still being processed. Check the result before sending it again.`,
} as const;

/** A money action's route option: `config: IDEMPOTENT_ROUTE` (record 0035). */
export const IDEMPOTENT_ROUTE = { idempotent: true } as const;

/** Marks a repeat's answer, as Stripe does: the first result, not a second action. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Money actions that are safe to send twice (record 0035, ../shared/DESIGN.md "Money at the desk"). A
 * route declares `config: { idempotent: true }`; a signed-in caller's `Idempotency-Key` then holds the
 * first request's answer for 24 hours: a repeat answers it (same status and body) without acting, a
 * repeat while the first still runs waits for it, the same key with another route or body is refused
 * (422). The key is taken after validation, so a request refused by its schema never holds it, and a
 * refusal by the operation (4xx) gives it back. Without the header a route acts as it always did.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    if (header.kind === 'absent') return;
    if (header.kind === 'invalid') return answerJson(reply, 400, { message: IDEMPOTENCY_MESSAGES.invalid });
    // Keys are per account; a guest (no account to keep them for) books as without one.
    if (!request.auth) return;
    return takeOrAnswer(app.db, request, reply, { userId: request.auth.user.id, key: header.key });
  });

  // Before the answer leaves (and before compression), so a repeat that arrives after it finds it.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyKey;
    if (!id) return payload;
    request.idempotencyKey = null;
    try {
      if (isKeptAnswer(reply.statusCode))
        await finishIdempotencyKey(app.db, id, { statusCode: reply.statusCode, response: readJson(payload) });
      else await releaseIdempotencyKey(app.db, id);
    } catch (error) {
      // The key stays held: its repeats are told it is in progress (409) rather than acting twice.
      request.log.error({ err: error }, 'the idempotency key could not be answered');
    }
    return payload;
  });
}

/** Takes the key and lets the route act, or answers from the key's first request. */
async function takeOrAnswer(db: Db, request: FastifyRequest, reply: FastifyReply, id: IdempotencyKeyId) {
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = hashIdempotentRequest(request);
  const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    if (await claimIdempotencyKey(db, id, { route, requestHash })) {
      request.idempotencyKey = id;
      return;
    }
    const first = await findIdempotencyKey(db, id);
    if (first && (first.route !== route || first.request_hash !== requestHash))
      return answerJson(reply, 422, { message: IDEMPOTENCY_MESSAGES.mismatch });
    if (first?.completed_at && first.status_code !== null) return replay(reply, first);
    const deadline = Math.min(waitUntil, (first?.created_at.getTime() ?? waitUntil) + WAIT_FOR_FIRST_MS);
    if (Date.now() >= deadline) return answerJson(reply, 409, { message: IDEMPOTENCY_MESSAGES.inProgress });
    // Still running, or just given back or expired (then the next claim may take it).
    if (first) {
      await delay(pause);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}

function replay(reply: FastifyReply, first: IdempotencyKeyRow) {
  reply.header(REPLAYED_HEADER, 'true');
  return answerJson(reply, first.status_code ?? 200, first.response);
}

/** Sent as written: the route's own serializer would hold our answers to its success schema. */
function answerJson(reply: FastifyReply, statusCode: number, body: unknown) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(body === null || body === undefined ? '' : JSON.stringify(body));
}

function readJson(payload: unknown): unknown {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The header as the OpenAPI document names it on each idempotent route (plugins/openapi.ts), beside
 * the route's own headers.
 */
export function documentIdempotencyKey(headers: unknown): Record<string, unknown> {
  const own = (headers ?? {}) as { properties?: Record<string, unknown> };
  return {
    type: 'object',
    ...own,
    properties: {
      ...own.properties,
      [IDEMPOTENCY_HEADER]: {
        type: 'string',
        minLength: 1,
        maxLength: MAX_IDEMPOTENCY_KEY_LENGTH,
        description:
          `A key of the caller's choosing (a UUID v4), one per action. A repeat with the same key within ` +
          `${IDEMPOTENCY_KEY_HOURS} hours answers the first result (same status and body, header ` +
          `${REPLAYED_HEADER}: true) and moves nothing; a repeat while the first still runs waits for it ` +
          `(409 after ${WAIT_FOR_FIRST_MS / 1000} s); the same key with another route or body answers 422. ` +
          'Keys are per account (guests: ignored). A refusal (4xx, or 502/503 when the payment provider ' +
          'could not be reached) gives the key back. Without the header the action is not protected.',
      },
    },
  };
}
