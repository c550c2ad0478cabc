import { randomInt, randomUUID } from 'node:crypto';
import { DEFAULT_POINTS_PER_HOUR } from '@ruangmain/domain/bookings';
import { addDays } from '@ruangmain/domain/dates';
import { getOpeningHours, toInstant, toLocalDateTime } from '@ruangmain/domain/hours';
import { generateInvoiceNumber, paymentOrderId } from '@ruangmain/domain/invoice';
import type { VisitSeed } from './reviews-data';

// Turns a demo visit into the rows a real paid and finished online booking leaves behind, with the
// prices the server would have computed (spec 2 §9 "Pricing") and hours inside the opening times.

const MS_PER_HOUR = 3_600_000;

export type VisitUnit = { id: number; price_per_hour: number; points_per_hour: number | null };

export type VisitCustomer = {
  id: number;
  name: string;
  username: string;
  phone: string;
  email: string | null;
};

export type DemoBooking = {
  invoice_number: string;
  start_at: Date;
  end_at: Date;
  created_at: Date;
  paid_at: Date;
  hours: number;
  subtotal_room: number;
  service_fee_amount: number;
  total_price: number;
  points_earned: number;
  order_id: string;
  provider_transaction_id: string;
};

export type PlanVisitInput = {
  visit: VisitSeed;
  unit: VisitUnit;
  /** Null for a guest, who earns no points (../shared/DESIGN.md "Points"). */
  customer: VisitCustomer | null;
  serviceFee: number;
  now: Date;
  timeZone: string;
  /** Varies how long before the visit it was booked. */
  index: number;
};

export function planVisit({
  visit,
  unit,
  customer,
  serviceFee,
  now,
  timeZone,
  index,
}: PlanVisitInput): DemoBooking {
  const date = addDays(toLocalDateTime(now, timeZone).slice(0, 10), -visit.days_ago);
  const { opensAt, closesAt } = getOpeningHours(date);
  // Whole hours inside the day's opening hours, e.g. not before 14:00 on a Friday.
  const startHour = Math.min(
    Math.max(visit.start_hour, Math.ceil(opensAt / 60)),
    Math.floor(closesAt / 60) - visit.hours,
  );
  const start_at = toInstant(
    `${addDays(date, Math.floor(startHour / 24))} ${pad(startHour % 24)}:00`,
    timeZone,
  );
  const end_at = new Date(start_at.getTime() + visit.hours * MS_PER_HOUR);
  if (end_at.getTime() > now.getTime()) throw new Error(`Demo visit on ${visit.unit} must end before now`);

  const created_at = new Date(start_at.getTime() - (3 + ((index * 11) % 30)) * MS_PER_HOUR);
  const invoice_number = generateInvoiceNumber(created_at, timeZone, randomInt);
  const subtotal_room = unit.price_per_hour * visit.hours;
  const pointsPerHour = unit.points_per_hour ?? DEFAULT_POINTS_PER_HOUR;
  return {
    invoice_number,
    start_at,
    end_at,
    created_at,
    paid_at: new Date(created_at.getTime() + 2 * 60_000),
    hours: visit.hours,
    subtotal_room,
    service_fee_amount: serviceFee,
    total_price: subtotal_room + serviceFee,
    points_earned: customer ? visit.hours * pointsPerHour : 0,
    order_id: paymentOrderId(invoice_number, 1),
    provider_transaction_id: randomUUID(),
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
