import type { Db } from '../../db/client';
import { outboundMessages } from '../../db/schema/messaging';
import { type MessagingProvider, renderOneTimeCode, type SentMessage } from './messaging-provider';

/**
 * The embedded default: messages are stored (and logged) instead of sent, and listed for developers
 * and tests at GET /api/dev/messages.
 */
export function createOutboxProvider(db: Db, log: (line: string) => void): MessagingProvider {
  const store = async (to: string, kind: string, body: string): Promise<SentMessage> => {
    const [row] = await db
      .insert(outboundMessages)
      .values({ provider: 'outbox', to_phone: to, kind, body, status: 'sent', sent_at: new Date() })
      .returning({ id: outboundMessages.id });
    log(`WhatsApp outbox → ${to}: ${body}`);
    return { providerMessageId: row ? `outbox-${row.id}` : null };
  };
  return {
    name: 'outbox',
    sendOneTimeCode: (message) => store(message.to, message.kind, renderOneTimeCode(message)),
    sendNotice: (message) => store(message.to, message.kind, message.text),
  };
}
