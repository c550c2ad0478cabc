import { MessagingError, type MessagingProvider } from './messaging-provider';

export type WhatsappCloudOptions = {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  template: string;
  language: string;
  fetch?: typeof fetch;
};

/**
 * Meta WhatsApp Cloud API with an authentication template: the code fills the body parameter and
 * the copy-code (URL) button, as Meta requires for authentication templates.
 */
export function createWhatsappCloudProvider(options: WhatsappCloudOptions): MessagingProvider {
  const send = options.fetch ?? fetch;
  return {
    name: 'whatsapp-cloud',
    async sendOneTimeCode(message) {
      const response = await send(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: options.template,
            language: { code: options.language },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: message.code }] },
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: message.code }],
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new MessagingError(`WhatsApp Cloud API unreachable: ${(error as Error).message}`);
      });
      const body = (await response.json().catch(() => ({}))) as {
        messages?: Array<{ id?: string }>;
        error?: { message?: string };
      };
      if (!response.ok) {
        throw new MessagingError(
          `WhatsApp Cloud API ${response.status}: ${body.error?.message ?? 'request failed'}`,
          response.status,
        );
      }
      return { providerMessageId: body.messages?.[0]?.id ?? null };
    },
  };
}
