import type { Db } from '../../db/client';
import { outboundMessages } from '../../db/schema';
import { type MessagingProvider, renderOneTimeCode } from './messaging-provider';

/**
 * The embedded default: messages are stored (and logged) instead of sent, and listed for developers
 * and tests at GET /api/dev/messages.
 */
export function createOutboxProvider(db: Db, log: (line: string) => void): MessagingProvider {
  return {
    name: 'outbox',
    async sendOneTimeCode(message) {
      const body = renderOneTimeCode(message);
      const [row] = await db
        .insert(outboundMessages)
        .values({
          provider: 'outbox',
          to_phone: message.to,
          kind: message.kind,
          body,
          status: 'sent',
          sent_at: new Date(),
        })
        .returning({ id: outboundMessages.id });
      log(`WhatsApp outbox → ${message.to}: ${body}`);
      return { providerMessageId: row ? `outbox-${row.id}` : null };
    },
  };
}
