import type { DatabaseHandle } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as report } from '../route';

// The pages are worded by lib/testing/next-intl-stub.ts over the real catalogue (the data project maps
// next-intl to it); the end-to-end test posts the form to the real thing (e2e/blocks.spec.ts).
let handle: DatabaseHandle;
let warn: jest.SpyInstance;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => {
  warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const cspReport = {
  'csp-report': {
    'document-uri': 'https://shop.example.com/reset-password?tkn=secret-token-value',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js?session=abc',
    'original-policy': "default-src 'self'",
  },
};
const post = (body: unknown, contentType: string, ip = freshClientIp()) => callRoute(report, {
  method: 'POST', url: '/api/v2/report-violation?shop=demo', body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': contentType, 'x-forwarded-for': ip },
});

describe('POST /report-violation', () => {
  it('accepts a CSP report (application/csp-report) with 204 and logs one line without queries, under the request id', async () => {
    const response = await post(cspReport, 'application/csp-report');
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([{
      requestId: response.headers.get('request-id'),
      shop: 'demo',
      report: 'type=csp-report directive=script-src-elem blocked=https://evil.example/x.js document=https://shop.example.com/reset-password',
    }, 'violation report']);
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain('secret-token-value');
  });

  it('accepts a Reporting API batch and plain JSON', async () => {
    const batch = [{ type: 'csp-violation', url: 'https://shop.example.com/', body: { effectiveDirective: 'img-src', blockedURL: 'https://cdn.example/a.png' } }];
    expect((await post(batch, 'application/reports+json')).status).toBe(204);
    expect(warn.mock.calls[0]![0]).toMatchObject({ report: expect.stringContaining('reports=1 type=csp-violation directive=img-src blocked=https://cdn.example/a.png') });
    expect((await post({ anything: 1 }, 'application/json')).status).toBe(204);
  });

  it('strips control characters so a report cannot forge log lines', async () => {
    await post({ 'csp-report': { 'violated-directive': 'img-src\n[violation-report] forged' } }, 'application/csp-report');
    expect((warn.mock.calls[0]![0] as { report: string }).report).not.toContain('\n');
  });

  it('refuses other media types (415), bodies over 16 KB (413) and malformed JSON or non-objects (400)', async () => {
    expect((await post(cspReport, 'text/plain')).status).toBe(415);
    const big = { 'csp-report': { 'original-policy': 'x'.repeat(16 * 1024) } };
    const tooLarge = await post(big, 'application/csp-report');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toMatchObject({ code: 'PayloadTooLarge' });
    expect((await post('{"csp-report":', 'application/csp-report')).status).toBe(400);
    expect((await post('"just a string"', 'application/json')).status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  it('rate-limits per client with 429', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await post(cspReport, 'application/csp-report', ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /report-violation with the contact form, as a browser without JavaScript posts it', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you ship to Austria?', website: '', phone2: '' };
  const postForm = (fields: Record<string, string>, options: { headers?: Record<string, string>; ip?: string; locale?: string } = {}) =>
    callRoute(report, {
      method: 'POST', url: `/api/v2/report-violation?shop=demo&locale=${options.locale ?? 'en'}`, body: form(fields),
      headers: {
        'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': options.ip ?? freshClientIp(),
        origin: 'http://localhost:3000', referer: 'http://localhost:3000/i/contact?shop=demo',
        ...options.headers,
      },
    });
  const messages = () => handle.db.select().from(contactMessages);
  beforeEach(async () => { await handle.db.delete(contactMessages); });

  it('sends the message and answers a page with thanks and the way back to the form\'s page', async () => {
    const response = await postForm(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text).toContain('<html lang="en">');
    expect(response.text).toContain('Thank you! Your message has been sent.');
    expect(response.text).toContain('<a href="/i/contact?shop=demo">Back to the page</a>');
    expect(await messages()).toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you ship to Austria?' })]);
    // No violation report was logged for it.
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows what to correct, in the shopper\'s language, with 400, and sends nothing', async () => {
    const response = await postForm({ ...valid, name: ' ', email: 'ada@', message: 'x'.repeat(2001) }, { locale: 'de' });
    expect(response.status).toBe(400);
    expect(response.text).toContain('<html lang="de">');
    expect(response.text).toContain('Ihre Nachricht konnte nicht gesendet werden.');
    expect(response.text).toMatch(/<li>Name: [^<]+<\/li><li>E-Mail: [^<]+<\/li><li>Nachricht: [^<]*2000[^<]*<\/li>/);
    expect(await messages()).toEqual([]);
  });

  it('escapes what it shows, and leads back only to a page of this shop\'s own site', async () => {
    const response = await postForm({ ...valid, email: 'x' }, { headers: { referer: 'https://evil.example/"><script>' } });
    expect(response.status).toBe(400);
    expect(response.text).toContain('<a href="/">');
    expect(response.text).not.toContain('<script');
  });

  it('drops a filled spam trap without a different answer', async () => {
    const response = await postForm({ ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(await messages()).toEqual([]);
  });

  it('keeps to the contact form\'s limit, shared with POST /contactform (429 page)', async () => {
    const ip = freshClientIp();
    for (let sent = 0; sent < 5; sent += 1) expect((await postForm(valid, { ip })).status).toBe(200);
    const refused = await postForm(valid, { ip });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('Too many messages have been sent from this connection.');
    expect(await messages()).toHaveLength(5);
  });

  it('refuses a form posted from another site (403), which cannot carry the CSRF token', async () => {
    expect((await postForm(valid, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await postForm(valid, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    // Neither header: nothing says where it came from.
    expect((await callRoute(report, {
      method: 'POST', url: '/api/v2/report-violation?shop=demo', body: form(valid),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshClientIp() },
    })).status).toBe(403);
    expect(await messages()).toEqual([]);
  });
});
