import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../../test/fake-http-server';
import { createFonnteProvider } from './fonnte';
import { MessagingError } from './messaging-provider';
import { createWhatsappCloudProvider } from './whatsapp-cloud';

describe('messaging adapters against local fake providers', () => {
  const servers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  describe('whatsapp-cloud', () => {
    it('sends the authentication template with the code in the body and the copy-code button', async () => {
      const fake = await startFakeServer(() => ({ status: 200, body: { messages: [{ id: 'wamid.HBgM' }] } }));
      servers.push(fake);
      const provider = createWhatsappCloudProvider({
        apiUrl: `${fake.url}/v21.0`,
        token: 'EAAG-token',
        phoneNumberId: '1234567890',
        template: 'ruangmain_otp',
        noticeTemplate: 'ruangmain_notice',
        language: 'id',
      });
      const sent = await provider.sendOneTimeCode({
        to: '6281234567890',
        kind: 'activation',
        code: '482913',
      });
      expect(sent).toEqual({ providerMessageId: 'wamid.HBgM' });
      const [request] = fake.requests;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/v21.0/1234567890/messages');
      expect(request?.headers.authorization).toBe('Bearer EAAG-token');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '6281234567890',
        type: 'template',
        template: {
          name: 'ruangmain_otp',
          language: { code: 'id' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
          ],
        },
      });
    });

    it('turns an API error into a MessagingError with its message', async () => {
      const fake = await startFakeServer(() => ({
        status: 400,
        body: { error: { message: '(#131030) Recipient phone number not in allowed list', code: 131030 } },
      }));
      servers.push(fake);
      const provider = createWhatsappCloudProvider({
        apiUrl: fake.url,
        token: 't',
        phoneNumberId: '1',
        template: 'ruangmain_otp',
        noticeTemplate: 'ruangmain_notice',
        language: 'id',
      });
      const failure = provider.sendOneTimeCode({ to: '6281234567890', kind: 'activation', code: '000001' });
      await expect(failure).rejects.toBeInstanceOf(MessagingError);
      await expect(failure).rejects.toThrow('Recipient phone number not in allowed list');
    });

    it('reports an unreachable API', async () => {
      const provider = createWhatsappCloudProvider({
        apiUrl: 'http://127.0.0.1:9',
        token: 't',
        phoneNumberId: '1',
        template: 'x',
        noticeTemplate: 'y',
        language: 'id',
      });
      await expect(provider.sendOneTimeCode({ to: '628123', kind: 'activation', code: '1' })).rejects.toThrow(
        'WhatsApp Cloud API unreachable',
      );
    });
  });

  describe('notices', () => {
    const notice = {
      to: '6281234567890',
      kind: 'booking_confirmed',
      text: 'RuangMain: booking INV-1 terkonfirmasi.\nSampai jumpa!',
    };

    it('whatsapp-cloud sends the notice template with the text as its one body parameter', async () => {
      const fake = await startFakeServer(() => ({ status: 200, body: { messages: [{ id: 'wamid.N1' }] } }));
      servers.push(fake);
      const provider = createWhatsappCloudProvider({
        apiUrl: fake.url,
        token: 'EAAG-token',
        phoneNumberId: '42',
        template: 'ruangmain_otp',
        noticeTemplate: 'ruangmain_notice',
        language: 'id',
      });
      await expect(provider.sendNotice(notice)).resolves.toEqual({ providerMessageId: 'wamid.N1' });
      const [request] = fake.requests;
      expect(request?.url).toBe('/42/messages');
      expect(request?.headers.authorization).toBe('Bearer EAAG-token');
      expect(JSON.parse(request?.body ?? '')).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '6281234567890',
        type: 'template',
        template: {
          name: 'ruangmain_notice',
          language: { code: 'id' },
          // Meta refuses line breaks inside a parameter: they become spaces.
          components: [
            {
              type: 'body',
              parameters: [{ type: 'text', text: 'RuangMain: booking INV-1 terkonfirmasi. Sampai jumpa!' }],
            },
          ],
        },
      });
    });

    it('whatsapp-cloud reports a refused notice as a MessagingError', async () => {
      const fake = await startFakeServer(() => ({
        status: 404,
        body: { error: { message: '(#132001) Template name does not exist in the translation' } },
      }));
      servers.push(fake);
      const provider = createWhatsappCloudProvider({
        apiUrl: fake.url,
        token: 't',
        phoneNumberId: '1',
        template: 'ruangmain_otp',
        noticeTemplate: 'missing',
        language: 'id',
      });
      await expect(provider.sendNotice(notice)).rejects.toThrow('WhatsApp Cloud API 404: (#132001)');
    });

    it('fonnte posts the notice as a plain text message', async () => {
      const fake = await startFakeServer(() => ({ status: 200, body: { status: true, id: [991] } }));
      servers.push(fake);
      const provider = createFonnteProvider({ apiUrl: fake.url, token: 'device' });
      await expect(provider.sendNotice(notice)).resolves.toEqual({ providerMessageId: '991' });
      const form = new URLSearchParams(fake.requests[0]?.body);
      expect(form.get('target')).toBe('6281234567890');
      expect(form.get('message')).toBe(notice.text);
    });

    it('fonnte treats a disconnected device as a failure', async () => {
      const fake = await startFakeServer(() => ({
        status: 200,
        body: { status: false, reason: 'device disconnected' },
      }));
      servers.push(fake);
      const provider = createFonnteProvider({ apiUrl: fake.url, token: 'device' });
      await expect(provider.sendNotice(notice)).rejects.toThrow('Fonnte: device disconnected');
    });
  });

  describe('fonnte', () => {
    it('posts the target, the message with code and link, and the token header', async () => {
      const fake = await startFakeServer(() => ({
        status: 200,
        body: { status: true, id: ['80367170'], target: ['6281234567890'] },
      }));
      servers.push(fake);
      const provider = createFonnteProvider({ apiUrl: fake.url, token: 'fonnte-device-token' });
      const sent = await provider.sendOneTimeCode({
        to: '6281234567890',
        kind: 'password_reset',
        code: '551177',
        link: 'https://ruangmain.id/reset-password/abc',
      });
      expect(sent).toEqual({ providerMessageId: '80367170' });
      const [request] = fake.requests;
      expect(request?.url).toBe('/send');
      expect(request?.headers.authorization).toBe('fonnte-device-token');
      expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(request?.body);
      expect(form.get('target')).toBe('6281234567890');
      expect(form.get('countryCode')).toBe('62');
      expect(form.get('message')).toContain('551177');
      expect(form.get('message')).toContain('https://ruangmain.id/reset-password/abc');
    });

    it('treats status false as a failure', async () => {
      const fake = await startFakeServer(() => ({
        status: 200,
        body: { status: false, reason: 'invalid token' },
      }));
      servers.push(fake);
      const provider = createFonnteProvider({ apiUrl: fake.url, token: 'bad' });
      await expect(
        provider.sendOneTimeCode({ to: '6281234567890', kind: 'activation', code: '123456' }),
      ).rejects.toThrow('Fonnte: invalid token');
    });
  });
});
