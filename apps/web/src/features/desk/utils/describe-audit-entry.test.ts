import { AUDIT_ACTIONS } from '@ruangmain/domain/contracts/audit';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeAuditAction,
  describeAuditEntry,
  listAuditChanges,
  type Translate,
} from '@/features/desk/utils/describe-audit-entry';
import desk from '@/locales/en/desk.json';

// Saturday 28 November 2026 in Jakarta (UTC+7): 12:00 WIB is 05:00Z.
const units = new Map([
  [1, 'PS5 Regular 1'],
  [3, 'PS5 Regular 3'],
]);
const booking = (unit: number, start: string, end: string, more: Record<string, unknown> = {}) => ({
  status: 'confirmed',
  unit_id: unit,
  start_at: start,
  end_at: end,
  checked_in_at: null,
  cancel_reason: null,
  refunded_amount: 0,
  ...more,
});
const noon = booking(1, '2026-11-28T05:00:00.000Z', '2026-11-28T07:00:00.000Z');

let t: Translate;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', ns: ['desk'], defaultNS: 'desk', resources: { en: { desk } } });
  t = instance.t.bind(instance) as unknown as Translate;
});

describe('describeAuditEntry', () => {
  it.each([
    [
      'a move to another unit, same time',
      { action: 'booking.move', before: noon, after: { ...noon, unit_id: 3 } },
      'Moved from PS5 Regular 1, 12:00–14:00 to PS5 Regular 3, 12:00–14:00',
    ],
    [
      'a move to another day names the days',
      {
        action: 'booking.move',
        before: noon,
        after: booking(3, '2026-11-29T05:00:00.000Z', '2026-11-29T07:00:00.000Z'),
      },
      'Moved from PS5 Regular 1, 2026-11-28 12:00–14:00 to PS5 Regular 3, 2026-11-29 12:00–14:00',
    ],
    [
      'an extension',
      {
        action: 'booking.extend',
        before: noon,
        after: {
          ...noon,
          end_at: '2026-11-28T08:00:00.000Z',
          minutes: 60,
          amount: 25000,
          payment_method: 'cash',
        },
      },
      'Added 60 minutes to PS5 Regular 1, 2026-11-28 12:00–14:00, now ending 15:00: Rp25.000 by Cash',
    ],
    [
      'a walk-in',
      {
        action: 'booking.walk_in',
        before: null,
        after: {
          unit_id: 3,
          start_at: '2026-11-28T12:00:00.000Z',
          end_at: '2026-11-28T14:00:00.000Z',
          payment_method: 'qris',
          total_price: 50000,
        },
      },
      'Sold a walk-in on PS5 Regular 3, 2026-11-28 19:00–21:00: Rp50.000 by QRIS',
    ],
    [
      'a no-show',
      {
        action: 'booking.no_show',
        before: noon,
        after: { ...noon, status: 'cancelled', cancel_reason: 'no_show' },
      },
      'Marked PS5 Regular 1, 2026-11-28 12:00–14:00 as a no-show; the unit was released',
    ],
    [
      'a refund',
      {
        action: 'booking.refund',
        before: noon,
        after: { ...noon, refunded_amount: 30000, amount: 10000, reason: 'Broken pad' },
      },
      'Refunded Rp10.000 (Broken pad); Rp30.000 refunded in all',
    ],
    ['an action of the back office has no sentence', { action: 'unit.update', before: {}, after: {} }, null],
  ] as const)('%s', (_label, entry, expected) => {
    expect(describeAuditEntry(entry as never, units, t)).toBe(expected);
  });
});

describe('listAuditChanges', () => {
  it('lists what changed, in words: local times, unit names, rupiah, yes and no', () => {
    const changes = listAuditChanges(
      {
        action: 'unit.update',
        before: {
          unit_id: 1,
          start_at: '2026-11-28T05:00:00Z',
          price_per_hour: 20000,
          is_active: true,
          same: 1,
        },
        after: {
          unit_id: 3,
          start_at: '2026-11-28T06:30:00Z',
          price_per_hour: 25000,
          is_active: false,
          same: 1,
        },
      },
      units,
      t,
    );
    expect(changes.map((change) => t('audit.changed', change))).toEqual([
      'Unit: PS5 Regular 1 → PS5 Regular 3',
      'Start: 2026-11-28 12:00 → 2026-11-28 13:30',
      'Price per hour: Rp20.000 → Rp25.000',
      'Active: yes → no',
    ]);
  });
});

describe('describeAuditAction', () => {
  it.each([
    ['booking.move', 'Moved'],
    ['booking.no_show', 'Marked no-show'],
    ['unit.update', 'Unit updated'],
    ['venue_block.create', 'Venue block created'],
    ['customer_notice.retry', 'WhatsApp notice sent again'],
    ['user.points_adjust', 'User points adjusted'],
  ] as const)('%s → %s', (action, label) => {
    expect(describeAuditAction(action, t)).toBe(label);
  });
});

// Every action the trail records reads as words in both languages: no action falls back to its code.
describe('every audit action in words', () => {
  it.each(['en', 'id'] as const)('%s', async (language) => {
    const catalogue = (await import(`@/locales/${language}/desk.json`)).default;
    const instance = i18next.createInstance();
    const missing: string[] = [];
    await instance.init({
      lng: language,
      ns: ['desk'],
      defaultNS: 'desk',
      resources: { [language]: { desk: catalogue } },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
    });
    const translate = instance.t.bind(instance) as unknown as Translate;
    for (const action of AUDIT_ACTIONS) expect(describeAuditAction(action, translate), action).not.toBe('');
    expect(missing).toEqual([]);
  });
});
