import { addDays } from '@ruangmain/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthHeaders,
  adminAuth,
  type Booked,
  type BookingTestApp,
  book,
  guestBooking,
  nextWeekday,
  notify,
  openBookingApp,
  unitNamed,
} from '../../../test/bookings';
import { deskCall, minutesFromNow, placeBooking } from '../../../test/desk';

describe('GET /api/admin/bookings (DESIGN.md "Staff side")', () => {
  let ctx: BookingTestApp;
  let staff: AuthHeaders;
  // Far enough ahead that no other booking of the demo venue shares the dates.
  const monday = nextWeekday(1, 30);
  const tuesday = addDays(monday, 1);
  const friday = addDays(monday, 4);
  const saturday = addDays(monday, 5);
  let pending: Booked;
  let paid: Booked;
  let counter: Booked;
  let pastMidnight: Booked;

  beforeAll(async () => {
    ctx = await openBookingApp();
    staff = await adminAuth(ctx.app, ctx.db);
    const contact = { name: 'Sari Wulandari', phone: '081277700001' };
    pending = await book(ctx.app, guestBooking(ctx.unit, monday, '14:00', 2, contact));
    paid = await book(ctx.app, guestBooking(ctx.unit, tuesday, '20:00', 1, contact));
    await notify(ctx.app, ctx.db, paid.order_id, 'settlement');
    counter = await book(
      ctx.app,
      guestBooking(unitNamed(ctx.units, 'PS5 Regular 2'), monday, '16:00', 1, {
        name: 'Joko Pratama',
        phone: '081277700002',
        payment_method: 'cash',
      }),
      staff,
    );
    // Saturday 00:00 is still Friday's business date (spec 2 §9: Fridays close at 01:00).
    pastMidnight = await book(
      ctx.app,
      guestBooking(ctx.unit, friday, '00:00', 1, {
        start_time: `${saturday} 00:00`,
        end_time: `${saturday} 01:00`,
        name: 'Sari Larut',
        phone: '081277700003',
      }),
    );
  });
  afterAll(async () => ctx.close());

  const list = (query: Record<string, string | number>) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: staff,
    });
  const invoicesOf = async (query: Record<string, string | number>) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Array<{ invoice_number: string }>).map((row) => row.invoice_number);
  };

  it('shows the invoice, contact, unit, times, status and total of each booking, newest play time first', async () => {
    const response = await list({ search: 'Wulandari' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    expect(response.json().data).toEqual([
      expect.objectContaining({ invoice_number: paid.invoice_number, status: 'confirmed' }),
      {
        id: pending.id,
        invoice_number: pending.invoice_number,
        booking_type: 'room',
        channel: 'online',
        status: 'pending',
        cancel_reason: null,
        name: 'Sari Wulandari',
        phone: '6281277700001',
        unit: { id: ctx.unit.id, name: ctx.unit.name },
        start_time: `${monday} 14:00`,
        end_time: `${monday} 16:00`,
        payment_method: 'midtrans',
        total_price: expect.any(Number),
        total: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      },
    ]);
    // A hold not paid yet owes its price.
    const [, hold] = response.json().data as Array<{ total_price: number; total: number }>;
    expect(hold?.total).toBe(hold?.total_price);
  });

  it("gives each booking the drawer's total: time added included, none for a hold cancelled unpaid", async () => {
    const extended = await book(
      ctx.app,
      guestBooking(unitNamed(ctx.units, 'PS5 Regular 2'), tuesday, '14:00', 2, {
        name: 'Rudi Tambah',
        phone: '081388800005',
        payment_method: 'cash',
      }),
      staff,
    );
    const added = await deskCall(ctx.app, staff, 'POST', `/bookings/${extended.id}/extend`, {
      minutes: 60,
      payment_method: 'cash',
    });
    expect(added.statusCode, added.body).toBe(200);
    const hold = await book(
      ctx.app,
      guestBooking(unitNamed(ctx.units, 'PS5 Regular 3'), tuesday, '14:00', 1, {
        name: 'Rudi Batal',
        phone: '081388800006',
      }),
    );
    const cancelled = await deskCall(ctx.app, staff, 'POST', `/bookings/${hold.id}/cancel`, {
      reason: 'Tidak jadi',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const rows = (await list({ search: 'Rudi' })).json().data as Array<{
      invoice_number: string;
      total_price: number;
      total: number | null;
    }>;
    const rowOf = (invoice: string) => rows.find((row) => row.invoice_number === invoice);
    const hour = added.json().extension.amount as number;
    expect(hour).toBeGreaterThan(0);
    const extendedRow = rowOf(extended.invoice_number);
    expect(extendedRow?.total).toBe((extendedRow?.total_price ?? 0) + hour);
    expect(rowOf(hold.invoice_number)?.total_price).toBeGreaterThan(0);
    expect(rowOf(hold.invoice_number)?.total).toBeNull();
  });

  it('tells a no-show from a cancellation, as the board does (issue 29)', async () => {
    const noShow = await book(
      ctx.app,
      guestBooking(unitNamed(ctx.units, 'PS5 Regular 3'), monday, '18:00', 1, {
        name: 'Budi Absen',
        phone: '081399900004',
        payment_method: 'cash',
      }),
      staff,
    );
    await placeBooking(ctx.db, noShow.id, minutesFromNow(-30), minutesFromNow(30));
    const marked = await deskCall(ctx.app, staff, 'POST', `/bookings/${noShow.id}/no-show`);
    expect(marked.statusCode, marked.body).toBe(200);
    const response = await list({ search: 'Budi Absen' });
    expect(response.json().data).toEqual([
      expect.objectContaining({ status: 'cancelled', cancel_reason: 'no_show' }),
    ]);
  });

  it.each<[string, Record<string, string>, () => Booked[]]>([
    ['an invoice number', { search: 'placeholder' }, () => [counter]],
    ['part of a name, in any case', { search: 'sari' }, () => [pastMidnight, paid, pending]],
    ['a phone typed the local way', { search: '0812777000' }, () => [pastMidnight, paid, counter, pending]],
    ['a phone typed the stored way', { search: '6281277700002' }, () => [counter]],
    ['a status', { search: 'Wulandari', status: 'confirmed' }, () => [paid]],
    ['a type', { search: '08127770', type: 'fnb' }, () => []],
    ['a business date', { search: '08127770', from: 'monday', to: 'monday' }, () => [counter, pending]],
    [
      'a Friday, whose night runs past midnight',
      { search: 'Sari', from: 'friday', to: 'friday' },
      () => [pastMidnight],
    ],
    ['the Saturday after it', { search: 'Sari', from: 'saturday', to: 'saturday' }, () => []],
    ['a range from a date on', { search: 'Wulandari', from: 'tuesday' }, () => [paid]],
    ['a range up to a date', { search: 'Wulandari', to: 'monday' }, () => [pending]],
  ])('finds bookings by %s', async (_label, query, expected) => {
    const dates: Record<string, string> = { monday, tuesday, friday, saturday };
    const resolved = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        value === 'placeholder' ? counter.invoice_number.toLowerCase() : (dates[value] ?? value),
      ]),
    );
    expect(await invoicesOf(resolved)).toEqual(expected().map((booked) => booked.invoice_number));
  });

  it('takes a search with LIKE wildcards as plain text', async () => {
    expect(await invoicesOf({ search: '%' })).toEqual([]);
    expect(await invoicesOf({ search: 'Sari_Wulandari' })).toEqual([]);
  });

  it('pages', async () => {
    const first = (await list({ search: 'Wulandari', per_page: 1 })).json();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 2, from: 1, to: 1 });
    expect(first.data.map((row: Booked) => row.invoice_number)).toEqual([paid.invoice_number]);
    expect(await invoicesOf({ search: 'Wulandari', per_page: 1, page: 2 })).toEqual([pending.invoice_number]);
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['a date that does not exist', { from: '2026-02-30' }, 'from', 'validation.date_format'],
    [
      'a range that ends before it starts',
      { from: '2026-03-02', to: '2026-03-01' },
      'to',
      'validation.after_or_equal',
    ],
    ['a status that does not exist', { status: 'paid' }, 'status', 'validation.in'],
    ['a type that does not exist', { type: 'event' }, 'type', 'validation.in'],
    ['a page that is not a number', { page: 'two' }, 'page', 'validation.numeric'],
  ])('refuses %s with 422', async (_label, query, field, code) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([code]);
  });
});
