import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, nextIp } from '../../../test/accounts';
import { startFakeServer } from '../../../test/fake-http-server';
import { createTestApp, type TestContext } from '../../../test/test-app';

// A failed WhatsApp send gives a clear answer and loses nothing: the account stays, a resend works at once.
describe('when the WhatsApp provider fails', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let failing = true;

  beforeAll(async () => {
    fake = await startFakeServer(() =>
      failing
        ? { status: 200, body: { status: false, reason: 'device disconnected' } }
        : { status: 200, body: { status: true, id: [1] } },
    );
    ctx = await createTestApp({
      MESSAGING_PROVIDER: 'fonnte',
      FONNTE_TOKEN: 'token',
      FONNTE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('keeps the registration, says the code was not sent, and lets the user resend at once', async () => {
    const registration = newRegistration();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code_sent: false });
    expect(response.json().message).toContain('could not be sent');
    // The registering device tells with its registration token; it hears what happened to the send.
    const { registration_token } = response.json();

    const retry = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/activate-account',
      payload: { phone: registration.phone, registration_token },
      remoteAddress: nextIp(),
    });
    expect(retry.statusCode).toBe(502);
    expect(retry.json()).toEqual({ message: 'Failed to resend OTP. Please try again.' });

    failing = false;
    const resent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/activate-account',
      payload: { phone: registration.phone, registration_token },
      remoteAddress: nextIp(),
    });
    expect(resent.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(3);
  });

  it('has no dev outbox with a real provider', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/messages' });
    expect(response.statusCode).toBe(404);
  });
});
