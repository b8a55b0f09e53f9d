import { withCarriedQuery } from '../links';

describe('withCarriedQuery', () => {
  it('adds the carried parameters of the current address, nothing else', () => {
    expect(withCarriedQuery('/c/clothing', '?shop=beyond-demo&preview=&q=x')).toBe('/c/clothing?preview=&shop=beyond-demo');
  });

  it('keeps the parameters and hash of the href, which win', () => {
    expect(withCarriedQuery('/search?q=mug&shop=a#top', '?shop=b&token=t')).toBe('/search?q=mug&shop=a&token=t#top');
  });

  it('leaves the href alone when nothing is carried', () => {
    expect(withCarriedQuery('/de/cart', '?utm_source=mail')).toBe('/de/cart');
  });
});
