import { DEFAULT_VENUE_PROFILE } from '@ruangmain/domain/venue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/accounts';
import {
  type AuthHeaders,
  adminAuth,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  notify,
  openBookingApp,
  readBooking,
} from '../../../test/bookings';
import { venueSettings } from '../../db/schema/venue-settings';
import { VENUE_PROFILE_SETTING } from './venue-profile';

describe('GET /api/customer/receipts/{invoice_number}', () => {
  let ctx: BookingTestApp;
  let owner: TestCustomer;
  let stranger: TestCustomer;
  let staff: AuthHeaders;
  let paid: Booked;

  beforeAll(async () => {
    ctx = await openBookingApp();
    owner = await createCustomer(ctx.app, ctx.db);
    stranger = await createCustomer(ctx.app, ctx.db);
    staff = await adminAuth(ctx.app, ctx.db);
    paid = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), owner.auth);
    await notify(ctx.app, ctx.db, paid.order_id, 'settlement');
  });
  afterAll(async () => ctx.close());

  const receipt = (invoice: string, headers: AuthHeaders = owner.auth) =>
    ctx.app.inject({ method: 'GET', url: `/api/customer/receipts/${invoice}`, headers });

  it('gives the owner the venue, the booking with its money breakdown, and how it was paid', async () => {
    const response = await receipt(paid.invoice_number);
    expect(response.statusCode, response.body).toBe(200);
    const row = await readBooking(ctx.db, paid.id);
    expect(response.json().data).toMatchObject({
      venue: { ...DEFAULT_VENUE_PROFILE, tax_number: null },
      booking: {
        id: paid.id,
        invoice_number: paid.invoice_number,
        status: 'confirmed',
        transactions: [{ final_amount: row.total_price, service_fee_amount: row.service_fee_amount }],
      },
      payment: {
        method: 'midtrans',
        type: 'qris',
        order_id: paid.order_id,
        paid_at: expect.any(String),
      },
    });
  });

  it('prints the venue as its settings name it, with its NPWP', async () => {
    const profile = {
      name: 'RuangMain Dago',
      address: 'Jl. Ir. H. Juanda No. 1, Bandung',
      phone: '+62 22 123 4567',
      tax_number: '0123456789012345',
    };
    await ctx.db.insert(venueSettings).values({ key: VENUE_PROFILE_SETTING, value: profile });
    try {
      expect((await receipt(paid.invoice_number)).json().data.venue).toEqual(profile);
    } finally {
      await ctx.db.delete(venueSettings).where(eq(venueSettings.key, VENUE_PROFILE_SETTING));
    }
  });

  it('shows a receipt of a booking paid at the counter in cash to staff', async () => {
    const cash = await book(
      ctx.app,
      guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2, { payment_method: 'cash' }),
      staff,
    );
    const response = await receipt(cash.invoice_number, staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.payment).toMatchObject({ method: 'cash', type: null });
  });

  it('has no receipt for an unpaid hold (409)', async () => {
    const hold = await book(ctx.app, guestBooking(ctx.unit, ctx.nextDate(), '14:00', 2), owner.auth);
    const response = await receipt(hold.invoice_number);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking has not been paid yet.');
  });

  it.each<[string, () => AuthHeaders, number]>([
    ['staff', () => staff, 200],
    ['another customer', () => stranger.auth, 404],
    ['a visitor without a token', () => ({}), 401],
  ])('answers %s with %s', async (_label, headers, status) => {
    expect((await receipt(paid.invoice_number, headers())).statusCode).toBe(status);
  });

  it.each([
    ['an invoice that does not exist', 'BOOK-20260101-NOPE00', 404],
    ['text that is no invoice number', 'not-an-invoice', 422],
  ])('answers %s with %s', async (_label, invoice, status) => {
    const response = await receipt(invoice);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain('Invoice number not found!');
  });
});
