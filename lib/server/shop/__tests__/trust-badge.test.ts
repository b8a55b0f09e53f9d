import type { Shop } from '../types';
import { trustBadgeOf } from '../trust-badge';

const withSnippet = (snippet?: string) => ({ userSettings: snippet === undefined ? {} : { trustedShopsBadge: { snippet } } }) as Shop;

describe('the trust badge shoppers get', () => {
  it('keeps the widget\'s scripts apart, to run after consent, and only the safe markup', () => {
    const badge = trustBadgeOf(withSnippet(
      '<div id="ts-badge" onclick="steal()"><a href="javascript:alert(1)">Reviews</a><img src="x" onerror="steal()"></div>'
      + '<script async src="https://widgets.trustedshops.com/js/X123.js"></script><script>window._tsConfig = { yOffset: 0 };</script>'
      + '<script src="data:text/javascript,steal()"></script><iframe src="https://evil.example"></iframe>',
    ));
    expect(badge!.scripts).toEqual([
      { async: true, src: 'https://widgets.trustedshops.com/js/X123.js' },
      { code: 'window._tsConfig = { yOffset: 0 };' },
    ]);
    expect(badge!.html).toBe('<div id="ts-badge"><a>Reviews</a><img src="x" /></div>');
  });

  it('is nothing without a snippet, or when nothing safe is left of it', () => {
    expect(trustBadgeOf(withSnippet())).toBeNull();
    expect(trustBadgeOf(withSnippet('  '))).toBeNull();
    expect(trustBadgeOf(withSnippet('<iframe src="https://evil.example"></iframe><script src="javascript:x"></script>'))).toBeNull();
  });
});
