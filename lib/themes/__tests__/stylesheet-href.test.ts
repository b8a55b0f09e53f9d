import { STYLESHEET_URL_LIMIT } from '@/lib/contract/limits';
import { themeStylesheetHref } from '../stylesheet-href';

const PLAIN = '/themes/t1/stylesheets/daylight.css?shop=demo';

describe('stylesheet URLs', () => {
  it('is the plain stylesheet path of the shop without preview settings', () => {
    expect(themeStylesheetHref('demo', 't1', 'daylight')).toBe(PLAIN);
    expect(themeStylesheetHref('my shop', 't/1', 'day light')).toBe('/themes/t%2F1/stylesheets/day%20light.css?shop=my%20shop');
  });

  it('carries preview settings as encoded JSON', () => {
    const short = themeStylesheetHref('demo', 't1', 'daylight', { primaryColor: '#000000', showBadges: true });
    expect(short.startsWith(`${PLAIN}&settings=`)).toBe(true);
    expect(JSON.parse(new URL(short, 'http://shop.test').searchParams.get('settings')!)).toEqual({ primaryColor: '#000000', showBadges: true });
  });

  it('puts preview settings into the URL only while it stays within 1900 characters', () => {
    expect(STYLESHEET_URL_LIMIT).toBe(1900);
    // A font name of `length` letters makes the URL this much longer than with an empty one.
    const withFont = (length: number) => themeStylesheetHref('demo', 't1', 'daylight', { headingFont: 'A'.repeat(length) });
    const fits = 1900 - withFont(0).length;
    expect(withFont(fits)).toHaveLength(1900);
    expect(withFont(fits)).toContain('&settings=');
    expect(withFont(fits + 1)).toBe(PLAIN);
    expect(withFont(5000)).toBe(PLAIN);
  });
});
