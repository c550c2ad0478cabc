import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BookingStatusViewSchema, BookRoomRequestSchema, BookRoomResponseSchema } from './bookings';

const instant = new Date('2030-01-04T13:00:00.000Z');

describe('book-room contract', () => {
  it('reads the wizard’s body: numeric strings as ids, blank text as absent, totals left out', () => {
    const body = BookRoomRequestSchema.parse({
      unit_id: '3',
      game_id: 7,
      total_visitors: '2',
      start_time: '2030-01-04 20:00',
      end_time: '2030-01-04 22:00',
      name: '  ',
      phone: null,
      promo_code: ' OPENINGYUK ',
      fnbs: [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 0 },
      ],
      date: '2030-01-04',
      total_amount: 1,
    });
    expect(body).toMatchObject({ unit_id: 3, total_visitors: 2, payment_method: 'midtrans' });
    expect(body.name).toBeUndefined();
    expect(body.phone).toBeUndefined();
    expect(body.promo_code).toBe('OPENINGYUK');
    expect(body.fnbs).toEqual([{ id: 1, quantity: 2 }]);
    expect(body).not.toHaveProperty('total_amount');
  });

  it('writes the hold’s end as the ISO text JSON always carried', () => {
    const answer = {
      message: 'Booking created. Please complete the payment.',
      data: {
        id: 1,
        invoice_number: 'BOOK-20300104-ABC123',
        order_id: 'BOOK-20300104-ABC123-1',
        total_price: 52_000,
        status: 'pending' as const,
        hold_expires_at: instant,
      },
      invoice_number: 'BOOK-20300104-ABC123',
      order_id: 'BOOK-20300104-ABC123-1',
      snap_token: 't',
      snapToken: 't',
      snap_url: 'u',
      snapUrl: 'u',
      qr_string: null,
      qr_image_url: null,
      client_key: 'k',
      snap_script_url: 's',
    };
    const wire = z.encode(BookRoomResponseSchema, answer);
    expect(JSON.stringify(wire)).toBe(JSON.stringify(answer));
    // Text where an instant belongs is a server bug: the answer is refused, never sent half-checked.
    const unchecked = { ...answer, data: { ...answer.data, hold_expires_at: 'soon' as unknown as Date } };
    expect(() => z.encode(BookRoomResponseSchema, unchecked)).toThrow();
  });
});

describe('booking status contract', () => {
  it('never carries the person, their notes or the payment tokens, whatever the view holds', () => {
    const view = {
      invoice_number: 'BOOK-20300104-ABC123',
      status: 'pending',
      booking_type: 'room',
      channel: 'online',
      payment_method: 'midtrans',
      points_earned: 0,
      unit: { id: 1, name: 'PS5 Regular 1', room: { name: 'Regular' }, consoles: [{ name: 'PS5' }] },
      start_time: '2030-01-04 20:00',
      end_time: '2030-01-04 22:00',
      duration: 2,
      total_visitors: 2,
      total_price: 52_000,
      fnbs: [],
      transactions: [],
      created_at: new Date('2030-01-03T10:00:00Z'),
      name: 'Rina Kartika',
      phone: '081234500001',
      notes: 'birthday',
      payment: { order_id: 'x', snap_token: 'secret', snap_url: null, qr_string: null },
    };
    const wire = z.encode(BookingStatusViewSchema, view as z.output<typeof BookingStatusViewSchema>);
    for (const field of ['name', 'phone', 'notes', 'payment']) expect(wire).not.toHaveProperty(field);
    expect(wire.invoice_number).toBe(view.invoice_number);
  });
});
