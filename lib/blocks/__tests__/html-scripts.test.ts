import { hasCookieConsent } from '@/lib/cookie-consent';
import { extractScripts } from '../html-scripts';

describe('extractScripts', () => {
  it('keeps external and inline JavaScript in document order', () => {
    const html = '<p>Hi</p><script src="https://widgets.example/a.js" async></script><div><script>window.x = 1 < 2;</script></div><script type="module">go()</script>';
    expect(extractScripts(html)).toEqual([
      { src: 'https://widgets.example/a.js', async: true },
      { code: 'window.x = 1 < 2;' },
      { type: 'module', code: 'go()' },
    ]);
  });

  it('drops non-http sources, data blocks and empty scripts', () => {
    const html = '<script src="javascript:alert(1)"></script><script src="data:text/javascript,1"></script><script type="application/ld+json">{}</script><script>  </script>';
    expect(extractScripts(html)).toEqual([]);
  });

  it('finds nothing in HTML without scripts', () => {
    expect(extractScripts('<p onclick="x()">text</p>')).toEqual([]);
  });
});

describe('hasCookieConsent', () => {
  it.each([
    ['epCookieConsent=1', true],
    ['a=b; epCookieConsent=1; c=d', true],
    ['epCookieConsent=0', false],
    ['xepCookieConsent=1', false],
    ['epCookieConsent=10', false],
    ['', false],
  ])('reads %j as %s', (cookie, expected) => {
    expect(hasCookieConsent(cookie)).toBe(expected);
  });
});
