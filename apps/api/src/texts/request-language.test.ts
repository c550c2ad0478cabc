import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/accounts';
import { adminAuth } from '../../test/bookings';
import { createSeededTestApp } from '../../test/seeded-app';
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

// Issue 30: the back office reads its answers in the staff member's language (Indonesian by default on
// the staff side, which sends Accept-Language: id), the same words as before when none is asked.
describe('the language of a back-office answer', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createSeededTestApp();
    admin = await adminAuth(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const addGenre = (name: string, language?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/genres',
      headers: { ...admin, ...(language ? { 'accept-language': language } : {}) },
      payload: { name },
    });

  it.each([
    [undefined, 'The genre was added.', 'The genre was deleted.'],
    ['en', 'The genre was added.', 'The genre was deleted.'],
    ['id', 'Genre ditambahkan.', 'Genre dihapus.'],
  ])('with Accept-Language %s: "%s", then "%s"', async (language, added, deleted) => {
    const made = await addGenre(`Rhythm ${language ?? 'none'}`, language);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe(added);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/genres/${made.json().data.id}`,
      headers: { ...admin, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(removed.json()).toMatchObject({ deleted: true, message: deleted });
  });

  it('says a desk action in Indonesian: a venue block lifted', async () => {
    const block = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/venue-blocks',
      headers: { ...admin, 'accept-language': 'id' },
      payload: {
        title: 'Servis AC',
        unit_ids: [1],
        start_time: '2099-01-05 12:00',
        end_time: '2099-01-05 13:00',
      },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect(block.json().message).toBe('Unit diblokir.');
    const lifted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/venue-blocks/${block.json().data.id}`,
      headers: { ...admin, 'accept-language': 'id' },
    });
    expect(lifted.json().message).toBe('Blokir unit dicabut.');
  });
});
