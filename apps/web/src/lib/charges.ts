// The venue's charges, read by every page that shows a price: the booking wizard and the food page.
import {
  listServiceFeesEndpoint,
  listTaxesEndpoint,
  type ServiceFee,
} from '@ruangmain/domain/contracts/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Charges = { taxPercentage: number; serviceFees: ServiceFee[] };

/** The first active tax's percentage and the active service fees (spec 2 §7 taxes, services-fee). */
export async function getCharges(): Promise<Charges> {
  const [taxes, fees] = await Promise.all([call(listTaxesEndpoint), call(listServiceFeesEndpoint)]);
  return {
    taxPercentage: taxes.find((tax) => tax.is_active)?.percentage ?? 0,
    serviceFees: fees.filter((fee) => fee.is_active),
  };
}

export const chargesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.booking.charges(), queryFn: getCharges, staleTime: 5 * 60_000 });

export const useCharges = () => useQuery(chargesQueryOptions());
