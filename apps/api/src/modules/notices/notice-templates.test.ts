import { describe, expect, it } from 'vitest';
import {
  bookingLink,
  formatSession,
  renderBookingCancelled,
  renderBookingConfirmed,
  renderBookingExtended,
  renderBookingMoved,
  renderBookingNoShow,
  renderBookingRefunded,
  renderBookingReminder,
  renderFoodReady,
} from './notice-templates';

const venue = { name: 'RuangMain', timeZone: 'Asia/Jakarta' };
// Friday 27 November 2026, 23:00–01:00 in Jakarta (UTC+7): the session runs past midnight.
const booking = {
  invoice: 'INV-20261127-0001',
  unit: 'PS5 VIP 1',
  start: new Date('2026-11-27T16:00:00Z'),
  end: new Date('2026-11-27T18:00:00Z'),
};

describe('notice templates', () => {
  it.each([
    ['Asia/Jakarta', 'Jumat, 27 November 2026, 23:00–01:00 WIB'],
    ['Asia/Makassar', 'Sabtu, 28 November 2026, 00:00–02:00 WITA'],
    ['Asia/Jayapura', 'Sabtu, 28 November 2026, 01:00–03:00 WIT'],
    ['Europe/Amsterdam', 'Jumat, 27 November 2026, 17:00–19:00'],
  ])('shows the session in the venue zone %s', (zone, expected) => {
    expect(formatSession(booking.start, booking.end, zone)).toBe(expected);
  });

  it('confirms with invoice, unit, date, time and link', () => {
    expect(renderBookingConfirmed(venue, booking, 'https://ruangmain.id/receipt/INV-20261127-0001')).toBe(
      'RuangMain: booking INV-20261127-0001 sudah terkonfirmasi (PS5 VIP 1, Jumat, 27 November 2026, 23:00–01:00 WIB). Detail: https://ruangmain.id/receipt/INV-20261127-0001',
    );
  });

  // docs/decisions/0050: an account that chose English reads its notices, dates and all, in English.
  it('says each notice in English for an English account', () => {
    const english = { ...booking, language: 'en' as const };
    const session = '(PS5 VIP 1, Friday, 27 November 2026, 23:00–01:00 WIB)';
    expect(renderBookingConfirmed(venue, english, 'https://x.id/r')).toBe(
      `RuangMain: booking INV-20261127-0001 is confirmed ${session}. Details: https://x.id/r`,
    );
    expect(renderBookingRefunded(venue, english, 150000)).toBe(
      `RuangMain: we have processed a refund of Rp150.000 for booking INV-20261127-0001 ${session}.`,
    );
    expect(renderBookingReminder(venue, english, 'https://x.id/r')).toContain('starts soon');
    expect(renderBookingCancelled(venue, english)).toContain('has been cancelled');
    expect(renderBookingNoShow(venue, english)).toContain('no-show');
    expect(renderFoodReady(venue, { invoice: 'FNB-1', seating: 'table', table: '5', language: 'en' })).toBe(
      'RuangMain: order FNB-1 is ready, on its way to table 5. Enjoy!',
    );
    // An account with no choice reads Indonesian, as every notice was before.
    expect(renderBookingConfirmed(venue, { ...booking, language: null }, 'https://x.id/r')).toBe(
      renderBookingConfirmed(venue, booking, 'https://x.id/r'),
    );
  });

  it('reminds with the start and the venue name', () => {
    const text = renderBookingReminder({ ...venue, name: 'Game Hub' }, booking, 'https://x.id/r');
    expect(text).toMatch(/^Game Hub: pengingat, booking INV-20261127-0001 \(PS5 VIP 1, Jumat/);
    expect(text).toContain('segera dimulai');
  });

  it('tells of a cancellation and a refund in rupiah', () => {
    expect(renderBookingCancelled(venue, booking)).toContain('INV-20261127-0001 (PS5 VIP 1');
    expect(renderBookingCancelled(venue, booking)).toContain('dibatalkan');
    expect(renderBookingRefunded(venue, booking, 150000)).toBe(
      'RuangMain: refund Rp150.000 untuk booking INV-20261127-0001 (PS5 VIP 1, Jumat, 27 November 2026, 23:00–01:00 WIB) sudah kami proses.',
    );
  });

  // Saturday 28 November 2026 in Jakarta: 12:00–14:00 WIB is 05:00–07:00 UTC.
  const saturday = {
    invoice: 'BOOK-20261128-ABC123',
    unit: 'PS5 Regular 1',
    start: new Date('2026-11-28T05:00:00Z'),
    end: new Date('2026-11-28T07:00:00Z'),
  };
  const link = 'https://ruangmain.id/receipt/BOOK-20261128-ABC123';

  it.each([
    [
      'a move to another unit',
      renderBookingMoved(venue, { from: saturday, to: { ...saturday, unit: 'PS5 Regular 3' } }, link),
      `RuangMain: booking BOOK-20261128-ABC123 dipindahkan dari PS5 Regular 1, Sabtu, 28 November 2026, 12:00–14:00 WIB ke PS5 Regular 3, Sabtu, 28 November 2026, 12:00–14:00 WIB. Detail: ${link}`,
    ],
    [
      'a move to another time',
      renderBookingMoved(
        venue,
        {
          from: saturday,
          to: { ...saturday, start: new Date('2026-11-28T12:00:00Z'), end: new Date('2026-11-28T14:00:00Z') },
        },
        link,
      ),
      `RuangMain: booking BOOK-20261128-ABC123 dipindahkan dari PS5 Regular 1, Sabtu, 28 November 2026, 12:00–14:00 WIB ke PS5 Regular 1, Sabtu, 28 November 2026, 19:00–21:00 WIB. Detail: ${link}`,
    ],
    [
      'an extension paid',
      renderBookingExtended(
        venue,
        { ...saturday, end: new Date('2026-11-28T08:00:00Z') },
        { minutes: 60, amount: 25000 },
        link,
      ),
      `RuangMain: waktu booking BOOK-20261128-ABC123 ditambah 60 menit (Rp25.000), jadi PS5 Regular 1, Sabtu, 28 November 2026, 12:00–15:00 WIB. Detail: ${link}`,
    ],
    [
      'an extension with nothing to pay',
      renderBookingExtended(
        venue,
        { ...saturday, end: new Date('2026-11-28T07:30:00Z') },
        { minutes: 30, amount: 0 },
        link,
      ),
      `RuangMain: waktu booking BOOK-20261128-ABC123 ditambah 30 menit, jadi PS5 Regular 1, Sabtu, 28 November 2026, 12:00–14:30 WIB. Detail: ${link}`,
    ],
    [
      'a no-show',
      renderBookingNoShow(venue, saturday),
      'RuangMain: booking BOOK-20261128-ABC123 (PS5 Regular 1, Sabtu, 28 November 2026, 12:00–14:00 WIB) kami catat tidak datang dan unitnya sudah dilepas. Sesuai ketentuan, pembayaran tidak dikembalikan; hubungi kami bila ada pertanyaan.',
    ],
  ])('tells of %s with the booking in words', (_label, text, expected) => {
    expect(text).toBe(expected);
  });

  it('leaves out what a booking does not have', () => {
    expect(renderBookingCancelled(venue, { invoice: 'F-1', unit: null, start: null, end: null })).toMatch(
      /^RuangMain: booking F-1 dibatalkan\./,
    );
  });

  it.each([
    ['takeaway', null, 'silakan ambil di kasir'],
    ['table', '7', 'segera diantar ke meja 7'],
    ['unit', null, 'segera diantar ke tempat Anda'],
  ] as const)('says where a %s food order is', (seating, table, where) => {
    expect(renderFoodReady(venue, { invoice: 'FNB-1', seating, table })).toBe(
      `RuangMain: pesanan FNB-1 sudah siap, ${where}. Selamat menikmati!`,
    );
  });

  it('links account holders to their receipt and guests to the status page', () => {
    expect(bookingLink('https://ruangmain.id', { invoice: 'INV 1', hasAccount: true })).toBe(
      'https://ruangmain.id/receipt/INV%201',
    );
    expect(bookingLink('https://ruangmain.id', { invoice: 'INV-1', hasAccount: false })).toBe(
      'https://ruangmain.id/booking-success?invoice_number=INV-1',
    );
  });

  it('keeps every text short enough for one WhatsApp template parameter', () => {
    const long = renderBookingReminder(venue, booking, `https://ruangmain.id/receipt/${'X'.repeat(40)}`);
    expect(long.length).toBeLessThan(1024);
  });
});
