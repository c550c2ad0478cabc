import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createFonnteProvider } from './fonnte';
import type { MessagingProvider } from './messaging-provider';
import { createOutboxProvider } from './outbox';
import { createWhatsappCloudProvider } from './whatsapp-cloud';

export function createMessagingProvider(
  config: Config,
  db: Db,
  log: (line: string) => void,
): MessagingProvider {
  const { messaging } = config;
  switch (messaging.provider) {
    case 'whatsapp-cloud':
      return createWhatsappCloudProvider(messaging.whatsappCloud);
    case 'fonnte':
      return createFonnteProvider(messaging.fonnte);
    default:
      return createOutboxProvider(db, log);
  }
}
