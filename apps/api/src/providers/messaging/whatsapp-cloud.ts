import { MessagingError, type MessagingProvider, type SentMessage } from './messaging-provider';

export type WhatsappCloudOptions = {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  template: string;
  /** An approved utility template whose body is one parameter: the notice's text. */
  noticeTemplate: string;
  language: string;
  fetch?: typeof fetch;
};

type TemplateComponent = {
  type: 'body' | 'button';
  sub_type?: 'url';
  index?: string;
  parameters: Array<{ type: 'text'; text: string }>;
};

/**
 * Meta WhatsApp Cloud API. A business may start a conversation only with an approved template: codes
 * go out with an authentication template (the code fills the body and the copy-code button, as Meta
 * requires), notices with a utility template whose one body parameter carries the notice's text.
 */
export function createWhatsappCloudProvider(options: WhatsappCloudOptions): MessagingProvider {
  const send = options.fetch ?? fetch;
  const sendTemplate = async (
    to: string,
    template: string,
    components: TemplateComponent[],
  ): Promise<SentMessage> => {
    const response = await send(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        template: { name: template, language: { code: options.language }, components },
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
  };
  const text = (value: string) => [{ type: 'text' as const, text: value }];
  return {
    name: 'whatsapp-cloud',
    sendOneTimeCode: (message) =>
      sendTemplate(message.to, options.template, [
        { type: 'body', parameters: text(message.code) },
        { type: 'button', sub_type: 'url', index: '0', parameters: text(message.code) },
      ]),
    sendNotice: (message) =>
      sendTemplate(message.to, options.noticeTemplate, [
        // A template parameter may not hold line breaks or runs of spaces (Meta error 132018).
        { type: 'body', parameters: text(message.text.replace(/\s+/g, ' ').trim()) },
      ]),
  };
}
