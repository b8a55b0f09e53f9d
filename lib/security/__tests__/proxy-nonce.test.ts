/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const call = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));
const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

describe('the proxy on pages rendered per request', () => {
  it.each(['/cart', '/de/cart', '/checkout/payment', '/o/5b0c5a5e-3c5c-4a43-9b1e-2f6f8a0f1f11', '/search', '/wishlist', '/reset-password', '/cart?shop=beyond-demo&preview=1'])(
    'gives %s a fresh nonce, in the policy Next reads and in the one the browser gets', (path) => {
      const first = call(path);
      const policy = first.headers.get('content-security-policy');
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(nonceOf(call(path).headers.get('content-security-policy'))).not.toBe(nonce);
    });

  it.each(['/editor', '/editor/de/i/about-us', '/editor/cart?shop=beyond-demo'])('gives the editor page %s a nonce and lets the shop frame it', (path) => {
    const policy = call(path).headers.get('content-security-policy');
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it.each(['/c/clothing?sort=price-desc', '/?shop=beyond-demo', '/p/mug?preview=1'])('adds no nonce to %s, which may be cached', (path) => {
    expect(call(path).headers.get('content-security-policy')).toBeNull();
  });
});
