/** @jest-environment jsdom */
import { CONSENT_COOKIE } from '@/lib/cookie-consent';
import { readCookie, writeCookie } from '../browser-cookies';

describe('browser cookies', () => {
  it('writes a site-wide cookie for 730 days and reads it back', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => { writes.push(value); descriptor.set!.call(document, value); });
    writeCookie(CONSENT_COOKIE, '1');
    expect(writes[0]).toBe('epCookieConsent=1; Max-Age=63072000; Path=/; SameSite=Lax');
    expect(readCookie(CONSENT_COOKIE)).toBe('1');
    expect(readCookie('sf-locale')).toBeNull();
  });
});
