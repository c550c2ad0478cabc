import type {
  CheckPromoQuery,
  CheckPromoResponse,
  ListServiceFeesResponse,
  ListTaxesResponse,
  ServiceFee,
} from '@ruangmain/domain/contracts/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Charges = { taxPercentage: number; serviceFees: ServiceFee[] };

/** The first active tax's percentage and the active service fees (spec 2 §7 taxes, services-fee). */
export async function getCharges(): Promise<Charges> {
  const [taxes, fees] = await Promise.all([
    apiClient.get<ListTaxesResponse>('/api/public/taxes'),
    apiClient.get<ListServiceFeesResponse>('/api/public/services-fee'),
  ]);
  return {
    taxPercentage: taxes.find((tax) => tax.is_active)?.percentage ?? 0,
    serviceFees: fees.filter((fee) => fee.is_active),
  };
}

export const chargesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.booking.charges(), queryFn: getCharges, staleTime: 5 * 60_000 });

export const useCharges = () => useQuery(chargesQueryOptions());

/** Checks a promo code; the server answers the spec's Indonesian message when it cannot be used. */
export const checkPromo = (code: string) =>
  apiClient.get<CheckPromoResponse>('/api/public/promos', {
    params: { promo_code: code.trim().toUpperCase() } satisfies CheckPromoQuery,
  });
