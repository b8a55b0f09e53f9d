import { mendMalformedPath } from '../malformed-path';

describe('mendMalformedPath', () => {
  it('leaves well-formed targets alone, encoded slashes and query included', () => {
    for (const target of ['/', '/c/clothing?sort=price-desc', '/p/t%C3%B6pfe', '/p/a%2Fb', '/p/50%25', '/search?q=%FF', '/c/a%00b']) {
      expect(mendMalformedPath(target)).toBe(target);
    }
  });

  it.each([
    ['/%FF', '/%EF%BF%BD'],
    ['/%E0%A4%A', '/%EF%BF%BD%25A'],
    ['/c/%FF?shop=demo', '/c/%EF%BF%BD?shop=demo'],
    ['/api/v2/products/%FF', '/api/v2/products/%EF%BF%BD'],
    ['/p/%zz', '/p/%25zz'],
    ['/p/%', '/p/%25'],
    ['/i/%C0%AF', '/i/%EF%BF%BD%EF%BF%BD'],
    ['/p/ok/%FF/t%C3%B6pfe?q=%FF', '/p/ok/%EF%BF%BD/t%C3%B6pfe?q=%FF'],
  ])('mends %s into a path that decodes (%s)', (target, mended) => {
    expect(mendMalformedPath(target)).toBe(mended);
    expect(() => decodeURIComponent(mended.split('?')[0]!)).not.toThrow();
  });
});
