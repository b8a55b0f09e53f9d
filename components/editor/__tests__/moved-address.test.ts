import { movedAddress } from '../moved-address';

describe('movedAddress', () => {
  it('swaps the page\'s route at the end of the editor\'s address, keeping the language and the carried query', () => {
    expect(movedAddress({ pathname: '/editor/de/i/ueber-uns', search: '?shop=demo' }, '/i/ueber-uns', '/i/wer-wir-sind'))
      .toBe('/editor/de/i/wer-wir-sind?shop=demo');
    expect(movedAddress({ pathname: '/editor/i/about-us', search: '' }, '/i/about-us', '/i/who-we-are')).toBe('/editor/i/who-we-are');
  });

  it('stays when the route did not change, is unknown, or is not what the address ends with', () => {
    expect(movedAddress({ pathname: '/editor/i/about-us', search: '' }, '/i/about-us', '/i/about-us')).toBeNull();
    expect(movedAddress({ pathname: '/editor/c/shoes', search: '' }, null, null)).toBeNull();
    expect(movedAddress({ pathname: '/editor/i/elsewhere', search: '' }, '/i/about-us', '/i/who-we-are')).toBeNull();
  });
});
