import { hasCookieConsent } from '@/lib/cookie-consent';
import { consentAction } from '../consent-choice';

describe('consentAction', () => {
  it('stores and reloads on accept, in both variants', () => {
    expect(consentAction(null, '1', 'dialog')).toBe('store-and-reload');
    expect(consentAction('0', '1', 'inline')).toBe('store-and-reload');
  });

  it('closes the dialog on decline, reloads the inline settings', () => {
    expect(consentAction(null, '0', 'dialog')).toBe('store-and-close');
    expect(consentAction('1', '0', 'inline')).toBe('store-and-reload');
  });

  it('does nothing when the choice is the current value', () => {
    expect(consentAction('1', '1', 'inline')).toBe('none');
    expect(consentAction('0', '0', 'dialog')).toBe('none');
  });

  it('reads consent from a cookie header', () => {
    expect(hasCookieConsent('a=b; epCookieConsent=1')).toBe(true);
    expect(hasCookieConsent('epCookieConsent=0')).toBe(false);
  });
});
