import type { DatabaseHandle } from '@/lib/db/client';
import { log } from '@/lib/log';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as report } from '../route';

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
