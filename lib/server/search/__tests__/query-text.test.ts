import { mergeAlternatives, synonymAlternatives } from '@/lib/search/search-terms';
import { escapeLike, lastWordPrefix, prefixQuery } from '../query-text';

describe('prefixQuery', () => {
  it('turns words into prefix matches on the name weight', () => {
    expect(prefixQuery('mug')).toBe('mug:*');
    expect(prefixQuery('  Stoneware   mu ')).toBe('Stoneware:* & mu:*');
    expect(prefixQuery('Größe 42')).toBe('Größe:* & 42:*');
  });

  it('reads a word as the names\' words it starts when there are any, whole', () => {
    const vocabulary = new Map([['sto', ['stoneware', 'stool']], ['mug', ['mug']]]);
    expect(prefixQuery('Sto mug', undefined, vocabulary)).toBe('(stoneware | stool) & mug');
    // A word no name word starts (or too short for the vocabulary) stays a prefix; near spellings stay prefixes.
    expect(prefixQuery('sto xy', undefined, vocabulary)).toBe('(stoneware | stool) & xy:*');
    expect(prefixQuery('stonwa', new Map([['stonwa', ['stoneware']]]), vocabulary)).toBe('(stonwa:* | stoneware:*)');
    expect(prefixQuery('sto', undefined, new Map([['sto', ['x:*', 'stool']]]))).toBe('stool');
  });

  it('lets no query syntax through', () => {
    expect(prefixQuery("mug's & | ! :* (x)")).toBe('mug:* & s:* & x:*');
    expect(prefixQuery('&|!()')).toBeNull();
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('prefixQuery with near spellings', () => {
  it('lets a misspelt word match as any of its near spellings', () => {
    const near = new Map([['stonware', ['stoneware', 'stonewash']]]);
    expect(prefixQuery('Handmade Stonware', near)).toBe('Handmade:* & (Stonware:* | stoneware:* | stonewash:*)');
  });

  it('drops a near spelling that is not one word', () => {
    expect(prefixQuery('mugg', new Map([['mugg', ['mug', 'a & b']]]))).toBe('(mugg:* | mug:*)');
  });
  it("matches a word's synonyms as prefixes, with near spellings merged and phrases left to the search", () => {
    const alternatives = mergeAlternatives(synonymAlternatives([['hoodie', 'sweatshirt', 'hooded top']]), new Map([['hoodie', ['hoodies']]]));
    expect(prefixQuery('Black hoodie', alternatives)).toBe('Black:* & (hoodie:* | sweatshirt:* | hoodies:*)');
  });
});

describe('lastWordPrefix', () => {
  it('reads the last word as a prefix, the others as words', () => {
    expect(lastWordPrefix('jac')).toEqual({ words: [], prefix: 'jac' });
    expect(lastWordPrefix(' Wool  jac ')).toEqual({ words: ['Wool'], prefix: 'jac' });
  });

  it('leaves single letters, search syntax and empty queries alone', () => {
    expect(lastWordPrefix('wool j')).toBeNull();
    expect(lastWordPrefix('"wool jacket"')).toBeNull();
    expect(lastWordPrefix('wool -jacket')).toBeNull();
    expect(lastWordPrefix('wool or jacket')).toBeNull();
    expect(lastWordPrefix('&|!')).toBeNull();
  });

  it('lets no query syntax through', () => {
    expect(lastWordPrefix("mug's :* (xy)")).toEqual({ words: ['mug', 's'], prefix: 'xy' });
  });
});
