import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMidtransProvider } from './midtrans';
import type { PaymentProvider } from './payment-provider';
import { createSimulatorServerKey } from './simulator/server-key';
import { createSimulatorProvider } from './simulator/simulator-provider';

export function createPaymentProvider(config: Config, db: Db, log: (line: string) => void): PaymentProvider {
  const { payments } = config;
  switch (payments.provider) {
    case 'midtrans':
      return createMidtransProvider(payments.midtrans);
    default:
      log(`Payments: simulator (no real money), pay pages at ${config.publicUrl}/payments/simulator`);
      return createSimulatorProvider({
        db,
        publicUrl: config.publicUrl,
        serverKey: createSimulatorServerKey(db, payments.midtrans.serverKey),
        clientKey: payments.midtrans.clientKey,
      });
  }
}
