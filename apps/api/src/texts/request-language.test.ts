import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/test-app';
import { users } from '../db/schema/accounts';
import { parseAcceptLanguage } from './request-language';

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['*', null],
    ['ja, fr;q=0.8', null],
    ['id', 'id'],
    ['ID-id', 'id'],
    ['en-GB', 'en'],
    ['en;q=0.4, id;q=0.9', 'id'],
    ['fr, en;q=0.5, id;q=0', 'en'],
    ['id;q=0, en;q=0', null],
    ['en, id', 'en'],
  ] as const)('%j → %s', (header, expected) => {
    expect(parseAcceptLanguage(header)).toBe(expected);
  });
});

// docs/decisions/0050: a signed-in account's language says its errors, whatever the client asks for.
describe('the language of an error', () => {
  let ctx: TestContext;
  let customer: TestCustomer;
  const missingReceipt = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/customer/receipts/BOOK-20990101-NOPE00', headers });
  const chooseLanguage = (language: 'id' | 'en' | null) =>
    ctx.db.update(users).set({ language }).where(eq(users.id, customer.user.id));

  beforeAll(async () => {
    ctx = await createTestApp();
    customer = await createCustomer(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  it.each([
    [null, undefined, 'Invoice number not found!'],
    [null, 'id', 'Nomor invoice tidak ditemukan!'],
    [null, 'en', 'Invoice number not found!'],
    ['en', 'id', 'Invoice number not found!'],
    ['id', 'en', 'Nomor invoice tidak ditemukan!'],
    ['id', undefined, 'Nomor invoice tidak ditemukan!'],
  ] as const)('account %s, Accept-Language %s: %s', async (language, acceptLanguage, message) => {
    await chooseLanguage(language);
    const response = await missingReceipt({
      ...customer.auth,
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it("keeps the spec's Indonesian promo text with no language asked, and says it in English when asked", async () => {
    await chooseLanguage(null);
    const check = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/public/promos?promo_code=NOPE', headers });
    expect((await check({})).json().message).toBe('Promo yang Anda masukan tidak ditemukan');
    expect((await check({ 'accept-language': 'en' })).json().message).toBe(
      'The promo you entered was not found',
    );
  });

  it('says a success message in the language too', async () => {
    await chooseLanguage(null);
    const save = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/customer/settings',
        payload: { whatsapp_reminders: true },
        headers: { ...customer.auth, ...headers },
      });
    expect((await save({})).json().message).toBe('Settings saved');
    expect((await save({ 'accept-language': 'id' })).json().message).toBe('Pengaturan disimpan');
  });
});
