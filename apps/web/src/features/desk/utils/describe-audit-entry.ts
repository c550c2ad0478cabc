import type { AuditEntry } from '@ruangmain/domain/contracts/audit';
import { formatRupiah } from '@ruangmain/domain/money';
import { getVenueDateTime } from '@/lib/venue-clock';

/**
 * The audit trail in a manager's words (issue 29): "Moved from PS5 Regular 1, 12:00–14:00 to PS5
 * Regular 3, 12:00–14:00" rather than `start_at: …T05:00:00Z`. Built on the web from the facts each
 * action stored before and after, so older entries read the same way; times are venue-local.
 */

export type Translate = (key: string, values?: Record<string, unknown>) => string;
type Facts = Record<string, unknown> | null;
type Entry = Pick<AuditEntry, 'action' | 'before' | 'after'>;

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

const text = (facts: Facts, key: string) => {
  const value = facts?.[key];
  return typeof value === 'string' ? value : null;
};
const number = (facts: Facts, key: string) => {
  const value = facts?.[key];
  return typeof value === 'number' ? value : null;
};

/** 'yyyy-MM-dd' and 'HH:mm' of an instant in the venue's zone. */
const localParts = (iso: string) => {
  const [day = '', time = ''] = getVenueDateTime(new Date(iso)).split(' ');
  return { day, time };
};

/**
 * A booking's place: its unit and period ('PS5 Regular 3, 12:00–14:00'); the day is named when
 * `withDay` (a move to another day, or an action whose day the entry's time does not tell).
 */
function describePlace(facts: Facts, unitNames: ReadonlyMap<number, string>, withDay: boolean): string {
  const unitId = number(facts, 'unit_id');
  const unit = unitId === null ? null : (unitNames.get(unitId) ?? `#${unitId}`);
  const start = text(facts, 'start_at');
  const end = text(facts, 'end_at');
  let period: string | null = null;
  if (start) {
    const from = localParts(start);
    const until = end ? `–${localParts(end).time}` : '';
    period = `${withDay ? `${from.day} ` : ''}${from.time}${until}`;
  }
  return [unit, period].filter(Boolean).join(', ');
}

const dayOf = (facts: Facts) => {
  const start = text(facts, 'start_at');
  return start ? localParts(start).day : null;
};

/** A stored value as a manager reads it: local times, unit names, rupiah for amounts, words for yes/no. */
function formatValue(
  key: string,
  value: unknown,
  unitNames: ReadonlyMap<number, string>,
  t: Translate,
): string {
  if (value === null || value === undefined || value === '') return t('audit.none');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number') {
    if (key === 'unit_id') return unitNames.get(value) ?? `#${value}`;
    if (/(amount|price|total)/.test(key)) return formatRupiah(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return getVenueDateTime(new Date(value));
    if (key === 'status') return t(`status.${value}`, { defaultValue: value });
    if (key === 'payment_method') return t(`methods.${value}`, { defaultValue: value });
    return value;
  }
  return JSON.stringify(value);
}

/** What changed between before and after, field by field, for actions without a sentence of their own. */
export function listAuditChanges(
  entry: Entry,
  unitNames: ReadonlyMap<number, string>,
  t: Translate,
): { field: string; before: string; after: string }[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .filter((key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]))
    .map((key) => ({
      field: t(`audit.fields.${key}`, { defaultValue: key.replaceAll('_', ' ') }),
      before: entry.before ? formatValue(key, entry.before[key], unitNames, t) : t('audit.none'),
      after: entry.after ? formatValue(key, entry.after[key], unitNames, t) : t('audit.none'),
    }));
}

/** The entry's action in words: 'Moved', 'Unit updated'. */
export function describeAuditAction(action: AuditEntry['action'], t: Translate): string {
  const dot = action.indexOf('.');
  const subject = action.slice(0, dot);
  const verb = action.slice(dot + 1);
  if (subject === 'booking') return t(`audit.bookingActions.${verb}`);
  return t('audit.actionOf', {
    subject: t(`audit.subjects.${subject}`, { defaultValue: subject.replaceAll('_', ' ') }),
    verb: t(`audit.verbs.${verb}`, { defaultValue: verb.replaceAll('_', ' ') }),
  });
}

/**
 * One sentence for a booking's desk action, or null when the action has none (the changes are listed
 * field by field instead).
 */
export function describeAuditEntry(
  entry: Entry,
  unitNames: ReadonlyMap<number, string>,
  t: Translate,
): string | null {
  const { before, after } = entry;
  const place = (facts: Facts) => describePlace(facts, unitNames, true);
  const method = (facts: Facts) => {
    const code = text(facts, 'payment_method');
    return code ? t(`methods.${code}`, { defaultValue: code }) : t('audit.none');
  };
  const amount = (facts: Facts, key: string) => formatRupiah(number(facts, key) ?? 0);
  switch (entry.action) {
    case 'booking.move':
    case 'booking.rebook': {
      // The day is named only when the booking changed days: the entry's own time tells the rest.
      const withDay = dayOf(before) !== dayOf(after);
      return t(`audit.describe.${entry.action === 'booking.move' ? 'move' : 'rebook'}`, {
        from: describePlace(before, unitNames, withDay),
        to: describePlace(after, unitNames, withDay),
      });
    }
    case 'booking.extend':
      return t('audit.describe.extend', {
        minutes: number(after, 'minutes') ?? 0,
        end: localParts(text(after, 'end_at') ?? '').time,
        amount: amount(after, 'amount'),
        method: method(after),
        place: place(before),
      });
    case 'booking.walk_in':
      return t('audit.describe.walkIn', {
        place: place(after),
        amount: amount(after, 'total_price'),
        method: method(after),
      });
    case 'booking.check_in':
      return t('audit.describe.checkIn', {
        time: text(after, 'checked_in_at')
          ? getVenueDateTime(new Date(text(after, 'checked_in_at') ?? ''))
          : '',
        place: place(after),
      });
    case 'booking.no_show':
      return t('audit.describe.noShow', { place: place(after) });
    case 'booking.cancel':
      return t('audit.describe.cancel', {
        place: place(after),
        reason: text(after, 'cancel_reason') ?? t('audit.none'),
      });
    case 'booking.refund':
      return t('audit.describe.refund', {
        amount: amount(after, 'amount'),
        reason: text(after, 'reason') ?? t('audit.none'),
        total: amount(after, 'refunded_amount'),
      });
    default:
      return null;
  }
}
