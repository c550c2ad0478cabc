import { and, desc, eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { outboundMessages } from '../src/db/schema/messaging';

let sequence = 0;

/** A different client address per call, so per-IP limits do not interfere between tests. */
export function nextIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/** A unique, valid registration payload. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const suffix = `${process.pid % 1000}${sequence}`.padStart(6, '0').slice(-6);
  return {
    name: 'Budi Santoso',
    username: `budi_${suffix}`,
    phone: `081299${suffix}`,
    password: 'Rahasia#123',
    password_confirmation: 'Rahasia#123',
    ...overrides,
  };
}

/** The newest code sent by WhatsApp to a phone (canonical 62… form), read from the outbox. */
export async function readLatestCode(
  db: Db,
  canonicalPhone: string,
  kind: 'activation' | 'password_reset' = 'activation',
  timeoutMs = 2000,
): Promise<{ code: string; body: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [message] = await db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.to_phone, canonicalPhone), eq(outboundMessages.kind, kind)))
      .orderBy(desc(outboundMessages.id))
      .limit(1);
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (message && code) return { code, body: message.body };
    if (Date.now() > deadline) throw new Error(`no code sent to ${canonicalPhone}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const toCanonical = (phone: string) => `62${phone.slice(1)}`;

/** Registers, verifies and logs in a customer; resolves to the token and the registration. */
export async function createCustomer(app: App, db: Db, overrides: Record<string, unknown> = {}) {
  const registration = newRegistration(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration,
    remoteAddress: nextIp(),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const { code } = await readLatestCode(db, toCanonical(registration.phone));
  const activated = await app.inject({
    method: 'POST',
    url: '/api/auth/activate-account',
    payload: { phone: registration.phone, token: code },
  });
  if (activated.statusCode !== 200) throw new Error(`activate failed: ${activated.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: registration.username, password: registration.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, user } = login.json();
  return { token: token as string, user, registration, auth: { authorization: `Bearer ${token}` } };
}

export type TestCustomer = Awaited<ReturnType<typeof createCustomer>>;
