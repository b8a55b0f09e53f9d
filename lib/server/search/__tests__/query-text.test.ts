import { escapeLike, prefixQuery } from '../query-text';

describe('prefixQuery', () => {
  it('turns words into prefix matches on the name weight', () => {
    expect(prefixQuery('mug')).toBe('mug:*A');
    expect(prefixQuery('  Stoneware   mu ')).toBe('Stoneware:*A & mu:*A');
    expect(prefixQuery('Größe 42')).toBe('Größe:*A & 42:*A');
  });

  it('lets no query syntax through', () => {
    expect(prefixQuery("mug's & | ! :* (x)")).toBe('mug:*A & s:*A & x:*A');
    expect(prefixQuery('&|!()')).toBeNull();
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
