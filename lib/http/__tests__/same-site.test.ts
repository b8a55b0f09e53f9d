import { NextRequest } from 'next/server';
import { isSameOrigin, pageOfForm, requestHost } from '../same-site';

// Next builds nextUrl from the server's own hostname (localhost), whatever host the browser used.
const request = (headers: Record<string, string>) => new NextRequest('http://localhost:3300/api/v2/market?country=CH', { headers });

describe('requestHost', () => {
  it('is the Host the browser sent, not the server\'s own hostname', () => {
    expect(requestHost(request({ host: '127.0.0.1:3300' }), 0)).toBe('127.0.0.1:3300');
    expect(requestHost(request({ host: 'Shop.Example.com' }), 0)).toBe('shop.example.com');
    expect(requestHost(request({}), 0)).toBe('localhost:3300');
  });

  it('ignores X-Forwarded-Host, the client\'s own word, when no proxy is trusted', () => {
    expect(requestHost(request({ host: 'shop.example.com', 'x-forwarded-host': 'evil.example' }), 0)).toBe('shop.example.com');
  });

  it('takes the X-Forwarded-Host entry the outermost trusted proxy wrote', () => {
    expect(requestHost(request({ host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com' }), 1)).toBe('shop.example.com');
    expect(requestHost(request({ host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example, shop.example.com' }), 1)).toBe('shop.example.com');
    expect(requestHost(request({ host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example, shop.example.com, lb.internal' }), 2)).toBe('shop.example.com');
    expect(requestHost(request({ host: 'shop.example.com' }), 1)).toBe('shop.example.com');
  });
});

describe('pageOfForm', () => {
  it('leads back to the Referer\'s page on the host the shopper used', () => {
    expect(pageOfForm(request({ host: '127.0.0.1:3300', referer: 'http://127.0.0.1:3300/p/handmade-stoneware-mug?x=1' }))).toBe('/p/handmade-stoneware-mug?x=1');
    expect(pageOfForm(request({ host: 'shop.example.com', referer: 'https://shop.example.com/de/c/clothing' }))).toBe('/de/c/clothing');
  });

  it('goes home for another site, no Referer or one that is no address', () => {
    expect(pageOfForm(request({ host: 'shop.example.com', referer: 'https://elsewhere.example/p/mug' }))).toBe('/');
    expect(pageOfForm(request({ host: 'shop.example.com', referer: 'http://localhost:3300/p/mug' }))).toBe('/');
    expect(pageOfForm(request({ host: 'shop.example.com' }))).toBe('/');
    expect(pageOfForm(request({ host: 'shop.example.com', referer: 'not a url' }))).toBe('/');
  });

  it('never answers a path a browser reads as another host', () => {
    expect(pageOfForm(request({ host: 'shop.example.com', referer: 'https://shop.example.com//evil.example/x' }))).toBe('/');
    expect(pageOfForm(request({ host: 'shop.example.com', referer: 'https://shop.example.com/\\evil.example' }))).toBe('/');
  });
});

describe('isSameOrigin', () => {
  it('believes Sec-Fetch-Site, else compares Origin with the host the shopper used', () => {
    expect(isSameOrigin(request({ host: 'shop.example.com', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(request({ host: 'shop.example.com', 'sec-fetch-site': 'cross-site', origin: 'https://shop.example.com' }))).toBe(false);
    expect(isSameOrigin(request({ host: 'shop.example.com', origin: 'https://shop.example.com' }))).toBe(true);
    expect(isSameOrigin(request({ host: 'shop.example.com', origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(request({ host: 'shop.example.com', origin: 'null' }))).toBe(false);
    expect(isSameOrigin(request({ host: 'shop.example.com' }))).toBe(false);
  });
});
