import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MessagingProvider } from '../../providers/messaging/messaging-provider';
import { allowImmediateResend, issueCode } from './verification-codes';

export type CodeDeps = { db: Db; messaging: MessagingProvider; log: FastifyBaseLogger; publicUrl: string };

/**
 * Issues a code for a user and sends it by WhatsApp. On a failed send the code is kept and a resend is
 * allowed at once; the caller decides what the user hears.
 */
export async function deliverCode(
  deps: CodeDeps,
  user: { id: number; phone: string },
  purpose: 'activation' | 'password_reset',
): Promise<{ sent: boolean }> {
  const { code, linkToken } = await issueCode(deps.db, {
    userId: user.id,
    purpose,
    withLink: purpose === 'password_reset',
  });
  try {
    await deps.messaging.sendOneTimeCode({
      to: user.phone,
      kind: purpose,
      code,
      ...(linkToken ? { link: `${deps.publicUrl}/reset-password/${linkToken}` } : {}),
    });
    return { sent: true };
  } catch (error) {
    deps.log.error({ err: error, userId: user.id, purpose }, 'WhatsApp message not sent');
    await allowImmediateResend(deps.db, user.id, purpose);
    return { sent: false };
  }
}
