import type { RevenueReport } from '@ruangmain/domain/contracts/reports';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMethodRows } from '@/features/reports/utils/method-rows';
import reports from '@/locales/en/reports.json';

const money = (net: number, refunds = 0) => ({ gross: net + refunds, refunds, net });
const report = (online: RevenueReport['by_online_type']) =>
  ({
    by_method: [
      { method: 'midtrans', ...money(170_000, 20_000) },
      { method: 'cash', ...money(50_000) },
      { method: 'qris', ...money(0) },
      { method: 'none', ...money(0) },
    ],
    by_online_type: online,
  }) as unknown as RevenueReport;

let t: (key: string, options?: object) => string;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', ns: ['reports'], defaultNS: 'reports', resources: { en: { reports } } });
  t = instance.t.bind(instance) as unknown as typeof t;
});

describe('listMethodRows', () => {
  it.each([
    [
      'online money named as Midtrans reported it',
      [
        { type: 'bank_transfer', ...money(80_000, 20_000) },
        { type: 'gopay', ...money(60_000) },
        { type: null, ...money(30_000) },
      ],
      ['Bank transfer (online)', 'GoPay (online)', 'Midtrans', 'Cash', 'QRIS'],
    ],
    [
      'a type the venue has not named yet, as reported',
      [{ type: 'dana', ...money(170_000) }],
      ['dana (online)', 'Cash', 'QRIS'],
    ],
    ['no online money: Midtrans as one line', [], ['Midtrans', 'Cash', 'QRIS']],
  ] as const)('%s', (_label, online, labels) => {
    expect(listMethodRows(report([...online]), t).map((row) => row.label)).toEqual(labels);
  });

  it('keeps each line’s money', () => {
    const [transfer] = listMethodRows(report([{ type: 'bank_transfer', ...money(80_000, 20_000) }]), t);
    expect(transfer).toEqual({
      key: 'midtrans:bank_transfer',
      label: 'Bank transfer (online)',
      gross: 100_000,
      refunds: 20_000,
      net: 80_000,
    });
  });
});
