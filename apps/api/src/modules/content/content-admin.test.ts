import { DEFAULT_OPENING_HOURS_BODY } from '@ruangmain/domain/weekly-hours';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/accounts';
import { type AuthHeaders, adminAuth, type BookingTestApp, openBookingApp } from '../../../test/bookings';
import { createStaff } from '../../../test/desk';
import { auditLog } from '../../db/schema/audit';
import { readVenueProfile } from '../receipts/venue-profile';

// Issue 17 "Manage the venue": banners, FAQs and the Venue screen's details and terms, shown by the
// home page, /faq, the footer and the terms at once.
describe('the site’s content in the back office: banners, FAQs and venue settings', () => {
  let ctx: BookingTestApp;
  let admin: AuthHeaders;
  let staff: AuthHeaders;
  let customer: AuthHeaders;

  beforeAll(async () => {
    ctx = await openBookingApp();
    admin = await adminAuth(ctx.app, ctx.db);
    staff = (await createStaff(ctx.app, ctx.db)).auth;
    customer = (await createCustomer(ctx.app, ctx.db)).auth;
  });
  afterAll(async () => ctx?.close());

  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const call = (headers: AuthHeaders, method: Method, path: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/admin${path}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async (response: Awaited<ReturnType<typeof call>>, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const publicGet = async (path: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/public${path}` })).json();
  // The cache drops on the database's notification, which arrives just after the commit.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
  const audit = (subject: string, id: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject_type, subject), eq(auditLog.subject_id, id)))
      .orderBy(asc(auditLog.id));

  const venue = {
    name: 'RuangMain Dago',
    address: 'Jl. Ir. H. Juanda No. 100, Bandung',
    phone: '0812-3456-7890',
    tax_number: '01.234.567.8-901.000',
    map_url: 'https://maps.app.goo.gl/abc123',
    instagram_url: 'https://www.instagram.com/ruangmain.dago',
    tiktok_url: '',
    terms_text: 'Datang 10 menit sebelum sesi.\nDilarang merokok di dalam ruangan.',
    reminder_minutes: 90,
  };

  it('is for admins: 401 without a session, 403 to a customer and to staff', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/banners'],
      ['GET', '/banners/1'],
      ['POST', '/banners', { title: 'X' }],
      ['PATCH', '/banners/1', { title: 'X' }],
      ['DELETE', '/banners/1'],
      ['POST', '/banners/reorder', { ids: [1] }],
      ['GET', '/faqs'],
      ['GET', '/faqs/1'],
      ['POST', '/faqs', { question: 'X', answer: 'Y' }],
      ['PATCH', '/faqs/1', { answer: 'Y' }],
      ['DELETE', '/faqs/1'],
      ['POST', '/faqs/reorder', { ids: [1] }],
      ['GET', '/venue-settings'],
      ['PUT', '/venue-settings', venue],
    ];
    for (const [method, path, payload] of calls) {
      expect((await call({}, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(customer, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(staff, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('banners: added last and shown on the home page at once; an inactive one is hidden; deleted for good', async () => {
    await publicGet('/banners');
    const added = await ok(
      await call(admin, 'POST', '/banners', {
        title: 'Turnamen FIFA',
        description: 'Sabtu ini',
        image: 'uploads/fifa.webp',
      }),
      201,
    );
    const id = added.data.id as number;
    await settle();
    let shown = (await publicGet('/banners')).data as Array<{ id: number; image: string }>;
    expect(shown.at(-1)).toMatchObject({ id, image: 'uploads/fifa.webp' });

    await ok(await call(admin, 'PATCH', `/banners/${id}`, { is_active: false }));
    await settle();
    shown = (await publicGet('/banners')).data;
    expect(shown.map((banner) => banner.id)).not.toContain(id);

    const deleted = await ok(await call(admin, 'DELETE', `/banners/${id}`));
    expect(deleted).toMatchObject({ deleted: true, message: 'The banner was deleted.' });
    expect((await call(admin, 'GET', `/banners/${id}`)).statusCode).toBe(404);
    const trail = await audit('banner', id);
    expect(trail.map((row) => row.action)).toEqual(['banner.create', 'banner.update', 'banner.delete']);
    expect(trail[1]!.before).toMatchObject({ is_active: true });
    expect(trail[1]!.after).toMatchObject({ is_active: false });
  });

  it('banners and FAQs refuse bad input with 422 and the field’s rule', async () => {
    const cases: Array<[string, object, string, string]> = [
      ['/banners', { description: 'x' }, 'title', 'validation.required'],
      ['/banners', { title: 'x'.repeat(121) }, 'title', 'validation.max.string'],
      ['/banners', { title: 'A', image: 'not a path' }, 'image', 'validation.regex'],
      ['/banners', { title: 'A', image: '../../secret.png' }, 'image', 'validation.regex'],
      ['/banners', { title: 'A', is_active: 'yes' }, 'is_active', 'validation.boolean'],
      ['/faqs', { question: 'Q?' }, 'answer', 'validation.required'],
      ['/faqs', { question: '', answer: 'A' }, 'question', 'validation.required'],
      ['/faqs', { question: 'Q?', answer: 'x'.repeat(3001) }, 'answer', 'validation.max.string'],
    ];
    for (const [path, payload, field, code] of cases) {
      const response = await call(admin, 'POST', path, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toContain(code);
    }
    expect((await call(admin, 'PATCH', '/faqs/999999', { answer: 'x' })).statusCode).toBe(404);
  });

  it('FAQs: a dragged order is saved and /faq follows it; an unpublished one is hidden', async () => {
    const all = await ok(await call(admin, 'GET', '/faqs?per_page=100'));
    const faqs = all.data as Array<{ id: number; is_published: boolean }>;
    const ids = faqs.map((faq) => faq.id);
    const isPublished = (id: number) => faqs.find((faq) => faq.id === id)?.is_published;
    expect(ids.length).toBeGreaterThan(2);
    await publicGet('/faqs');
    const reversed = [...ids].reverse();
    const saved = await ok(await call(admin, 'POST', '/faqs/reorder', { ids: reversed }));
    expect(saved.message).toBe('The order of the FAQs was saved.');
    await settle();
    const shownOrder = reversed.filter(isPublished);
    expect(((await publicGet('/faqs')) as Array<{ id: number }>).map((faq) => faq.id)).toEqual(shownOrder);
    const [trail] = (await audit('faq', 0)).filter((row) => row.action === 'faq.reorder');
    expect(trail).toMatchObject({ subject_label: 'FAQs', before: { ids }, after: { ids: reversed } });

    await ok(await call(admin, 'PATCH', `/faqs/${reversed[0]}`, { is_published: false }));
    await settle();
    expect(((await publicGet('/faqs')) as Array<{ id: number }>).map((faq) => faq.id)).toEqual(
      reversed.slice(1),
    );

    expect((await call(admin, 'POST', '/faqs/reorder', { ids: reversed.slice(1) })).statusCode).toBe(409);
    const unknown = await call(admin, 'POST', '/faqs/reorder', { ids: [...reversed, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.ids).toEqual(['validation.exists']);
  });

  it('FAQs: lists with search, sort and paging', async () => {
    const added = await ok(
      await call(admin, 'POST', '/faqs', { question: 'Ada parkir motor?', answer: 'Ada, gratis.' }),
      201,
    );
    const found = await ok(await call(admin, 'GET', '/faqs?search=PARKIR'));
    expect(found.data.map((faq: { id: number }) => faq.id)).toEqual([added.data.id]);
    const sorted = await ok(await call(admin, 'GET', '/faqs?sort=question&direction=desc&per_page=2'));
    expect(sorted).toMatchObject({ per_page: 2, current_page: 1 });
    const questions = sorted.data.map((faq: { question: string }) => faq.question);
    expect(questions).toEqual([...questions].sort().reverse());
    expect((await call(admin, 'GET', '/faqs?direction=up')).statusCode).toBe(422);
  });

  it('venue settings: the defaults until saved; the footer’s answer and receipts follow a save at once', async () => {
    const defaults = await ok(await call(admin, 'GET', '/venue-settings'));
    expect(defaults.data).toMatchObject({
      name: 'RuangMain',
      tax_number: null,
      map_url: null,
      terms_text: '',
    });
    expect(defaults.data.instagram_url).toMatch(/^https:\/\/instagram\.com\//);
    const before = await publicGet('/venue');
    expect(before.map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);

    const saved = await ok(await call(admin, 'PUT', '/venue-settings', venue));
    expect(saved.data).toEqual({ ...venue, tiktok_url: null, opening_hours: DEFAULT_OPENING_HOURS_BODY });
    await settle();
    expect(await publicGet('/venue')).toEqual({
      name: venue.name,
      address: venue.address,
      phone: venue.phone,
      phone_href: 'tel:+6281234567890',
      map_url: venue.map_url,
      map_embed_url: `https://www.google.com/maps?q=${encodeURIComponent(venue.address)}&output=embed`,
      instagram_url: venue.instagram_url,
      tiktok_url: null,
      terms_text: venue.terms_text,
      opening_hours: DEFAULT_OPENING_HOURS_BODY,
    });
    expect(await readVenueProfile(ctx.db)).toEqual({
      name: venue.name,
      address: venue.address,
      phone: venue.phone,
      tax_number: venue.tax_number,
    });
    // The NPWP is optional: saved empty, receipts print none.
    const without = await ok(await call(admin, 'PUT', '/venue-settings', { ...venue, tax_number: '' }));
    expect(without.data.tax_number).toBeNull();
    expect((await readVenueProfile(ctx.db)).tax_number).toBeNull();
    const [trail] = await audit('venue_setting', 0);
    expect(trail).toMatchObject({ action: 'venue_setting.update', actor_role: 'admin' });
    expect(trail!.before).toMatchObject({ name: 'RuangMain' });
    expect(trail!.after).toMatchObject({ name: venue.name, terms_text: venue.terms_text });
  });

  it('venue settings refuse a bad phone, an NPWP of the wrong length or letters, links that are not https or not to their site, and blanks', async () => {
    const cases: Array<[object, string, string]> = [
      [{ phone: '12345' }, 'phone', 'validation.regex'],
      [{ phone: '021-555-1234' }, 'phone', 'validation.regex'],
      [{ tax_number: '01.234.567.8-901' }, 'tax_number', 'validation.regex'],
      [{ tax_number: 'NPWP 0123456789012345' }, 'tax_number', 'validation.regex'],
      [{ map_url: 'javascript:alert(1)' }, 'map_url', 'validation.url'],
      [{ map_url: 'http://maps.google.com' }, 'map_url', 'validation.url'],
      [{ instagram_url: 'https://evil.example/ruangmain' }, 'instagram_url', 'validation.url'],
      [{ tiktok_url: 'https://instagram.com/x' }, 'tiktok_url', 'validation.url'],
      [{ name: '  ' }, 'name', 'validation.required'],
      [{ address: '' }, 'address', 'validation.required'],
      [{ terms_text: 'x'.repeat(10_001) }, 'terms_text', 'validation.max.string'],
      [{ reminder_minutes: 14 }, 'reminder_minutes', 'validation.min.numeric'],
      [{ reminder_minutes: 1441 }, 'reminder_minutes', 'validation.max.numeric'],
      [{ reminder_minutes: 30.5 }, 'reminder_minutes', 'validation.numeric'],
      [{ reminder_minutes: '60' }, 'reminder_minutes', 'validation.numeric'],
    ];
    for (const [change, field, code] of cases) {
      const response = await call(admin, 'PUT', '/venue-settings', { ...venue, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors?.[field], JSON.stringify(change)).toContain(code);
    }
  });
});
