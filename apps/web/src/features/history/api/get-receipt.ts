import type { GetReceiptResponse } from '@ruangmain/domain/contracts/receipts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/customer/receipts/{invoice_number}: a paid booking's or food order's receipt. */
export const useReceipt = (invoiceNumber: string) =>
  useQuery({
    queryKey: queryKeys.customer.receipt(invoiceNumber),
    queryFn: async () =>
      (await apiClient.get<GetReceiptResponse>(`/api/customer/receipts/${encodeURIComponent(invoiceNumber)}`))
        .data,
  });
