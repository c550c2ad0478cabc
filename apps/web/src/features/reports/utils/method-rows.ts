import type { RevenueReport } from '@ruangmain/domain/contracts/reports';

type Translate = (key: string, options?: object) => string;

export type MethodRow = { key: string; label: string; gross: number; refunds: number; net: number };

/**
 * The money by payment method, online payments named as Midtrans reported them (QRIS, GoPay, bank
 * transfer…) where it did; a method with nothing in the period is left out but for cash and QRIS.
 */
export function listMethodRows(report: RevenueReport, t: Translate): MethodRow[] {
  const online = report.by_online_type.map((row) => ({
    key: `midtrans:${row.type ?? ''}`,
    label: row.type
      ? t('revenue.onlineType', { type: t(`paymentTypes.${row.type}`, { defaultValue: row.type }) })
      : t('methods.midtrans'),
    gross: row.gross,
    refunds: row.refunds,
    net: row.net,
  }));
  return report.by_method
    .filter((row) => row.method !== 'none' || row.gross !== 0)
    .flatMap((row) =>
      row.method === 'midtrans' && online.length > 0
        ? online
        : [
            {
              key: row.method,
              label: t(`methods.${row.method}`),
              gross: row.gross,
              refunds: row.refunds,
              net: row.net,
            },
          ],
    );
}
