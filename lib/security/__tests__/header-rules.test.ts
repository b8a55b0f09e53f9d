/** @jest-environment node */
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { securityHeaderRules } from '../header-rules.mjs';
import { INERT_POLICY, MAIL_LINK_POLICY } from '../policy.mjs';

const nextConfig = (env: Record<string, string | undefined> = {}) => ({ headers: async () => securityHeaderRules(env) });

async function headersOf(url: string, options: { env?: Record<string, string | undefined>; headers?: Record<string, string> } = {}) {
  const response = await unstable_getResponseFromNextConfig({ url, nextConfig: nextConfig(options.env), headers: options.headers });
  return response.headers;
}

describe('security headers of next.config', () => {
  it.each(['/', '/c/clothing', '/de/p/tasse', '/cart', '/api/v2/shop', '/api/health', '/api/health/ready', '/media/1/a.svg', '/themes/t/stylesheets/a.css', '/no-such-page', '/robots.txt'])(
    'every answer (%s) has nosniff, a referrer policy, a permissions policy and no framing', async (url) => {
      const headers = await headersOf(url);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(headers.get('content-security-policy')).toMatch(/object-src 'none'/);
      expect(headers.get('cache-control')).toBeNull();
    });

  it('gives answers that are no page a policy under which nothing runs', async () => {
    for (const url of ['/api/v2/shop', '/api/health', '/api/health/ready', '/media/1/a.svg', '/themes/t/stylesheets/a.css', '/storage/images/a.png']) {
      expect((await headersOf(url)).get('content-security-policy')).toBe(INERT_POLICY);
    }
    // An upload opened as a document (an SVG, a polyglot) runs in an opaque origin, with no access to the shop's.
    expect(INERT_POLICY.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
    // The API reference is an HTML page of its own.
    expect((await headersOf('/api/docs')).get('content-security-policy')).not.toBe(INERT_POLICY);
  });

  it.each(['/api/v2/stockAlerts/confirm?token=t', '/api/v2/stockAlerts/unsubscribe?token=t', '/api/v2/cart/reminders/unsubscribe?token=t&shop=demo'])(
    'lets the mail link page %s post its one form to the shop, and nothing else', async (url) => {
      const headers = await headersOf(url);
      expect(headers.get('content-security-policy')).toBe(MAIL_LINK_POLICY);
      expect(MAIL_LINK_POLICY.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", "form-action 'self'", "frame-ancestors 'none'"]));
      expect(MAIL_LINK_POLICY).not.toContain('sandbox');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    });

  it.each(['/editor', '/editor/c/clothing', '/editor/de/cart?token=abc'])('lets only the shop frame %s, never caches it, sends no referrer', async (url) => {
    const headers = await headersOf(url);
    expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it.each(['/editorial', '/order', '/de/ox', '/mediathek', '/api/v2x'])('treats %s, which only begins like a rule\'s path, as any page', async (url) => {
    const headers = await headersOf(url);
    expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(headers.get('content-security-policy')).not.toBe(INERT_POLICY);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cache-control')).toBeNull();
  });

  it('names no back office in the rules of the build: the proxy adds a shop\'s own per request', async () => {
    const env = { EDITOR_FRAME_ANCESTORS: 'https://backoffice.example.com' };
    expect((await headersOf('/editor/c/clothing', { env })).get('content-security-policy')).toMatch(/frame-ancestors 'self';/);
  });

  it.each(['/?preview=1', '/c/clothing?previewTheme=t1&themeStyle=2', '/de/i/about?shop=beyond-demo&preview=1'])('never lets a shared cache keep the preview %s', async (url) => {
    expect((await headersOf(url)).get('cache-control')).toBe('private, no-store');
  });

  it('treats an empty ?preview as the live page, as routing does', async () => {
    expect((await headersOf('/?preview')).get('cache-control')).toBeNull();
  });

  it.each(['/o/5b0c5a5e-3c5c-4a43-9b1e-2f6f8a0f1f11?viewtoken=abc', '/de/o/x', '/reset-password?tkn=abc', '/confirm-account?tkn=abc', '/c/x?token=owner-token', '/?viewtoken=a'])(
    'sends no Referer from %s, whose address holds a secret', async (url) => {
      expect((await headersOf(url)).get('referrer-policy')).toBe('no-referrer');
    });

  it('sends HSTS only on https answers, as configured', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await headersOf('/', { headers: https })).get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect((await headersOf('/')).get('strict-transport-security')).toBeNull();
    expect((await headersOf('/', { headers: https, env: { HSTS_MAX_AGE: '300', HSTS_INCLUDE_SUBDOMAINS: 'off' } })).get('strict-transport-security')).toBe('max-age=300');
    expect((await headersOf('/', { headers: https, env: { HSTS_MAX_AGE: '0' } })).get('strict-transport-security')).toBeNull();
  });
});
