import { calculateBookingPrice } from '@ruangmain/domain/pricing';
import { useState } from 'react';
import { useCharges } from '@/lib/charges';

/**
 * What a walk-in costs, priced by the rule the server charges by (quote twice, trust once), and for
 * cash the money handed over and the change; short money cannot book.
 */
export function useWalkInDue({
  pricePerHour,
  hours,
  isCash,
}: {
  pricePerHour: number;
  hours: number;
  isCash: boolean;
}) {
  const charges = useCharges();
  const due = charges.data
    ? calculateBookingPrice({
        pricePerHour,
        hours,
        items: [],
        promoPercentage: 0,
        taxPercentage: charges.data.taxPercentage,
        serviceFees: charges.data.serviceFees.map((fee) => fee.amount),
      })
    : null;
  const [tendered, setTendered] = useState('');
  const tenderedAmount = tendered === '' ? null : Number(tendered);
  const change = due && tenderedAmount !== null ? tenderedAmount - due.total : null;
  return { due, tendered, setTendered, change, isShort: isCash && change !== null && change < 0 };
}
