import { getReceiptEndpoint } from '@ruangmain/domain/contracts/receipts';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/customer/receipts/{invoice_number}: a paid booking's or food order's receipt. */
export const useReceipt = (invoiceNumber: string) =>
  useQuery({
    queryKey: queryKeys.customer.receipt(invoiceNumber),
    queryFn: async () => (await call(getReceiptEndpoint, { params: { invoice_number: invoiceNumber } })).data,
  });
