import { isoWeekOf, MAX_COUNTED_QUERY_LENGTH, mergeAlternatives, normaliseQuery, synonymAlternatives, synonymWord } from '../search-terms';

describe('normaliseQuery', () => {
  it('lower-cases, trims and collapses white space', () => {
    expect(normaliseQuery('  Wool \t  JACKET \n')).toBe('wool jacket');
    expect(normaliseQuery('Größe 42')).toBe('größe 42');
    expect(normaliseQuery('   ')).toBe('');
  });

  it(`caps a query at ${MAX_COUNTED_QUERY_LENGTH} characters, counting characters not UTF-16 units`, () => {
    expect(normaliseQuery('a'.repeat(300))).toHaveLength(MAX_COUNTED_QUERY_LENGTH);
    expect([...normaliseQuery('😀'.repeat(150))]).toHaveLength(MAX_COUNTED_QUERY_LENGTH);
    // A cut that ends on a space leaves none behind.
    expect(normaliseQuery(`${'a'.repeat(MAX_COUNTED_QUERY_LENGTH - 1)} b`)).toBe('a'.repeat(MAX_COUNTED_QUERY_LENGTH - 1));
  });
});

describe('isoWeekOf', () => {
  it('names the Monday of the ISO week, in UTC', () => {
    expect(isoWeekOf(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23'); // a Sunday
    expect(isoWeekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30'); // a Monday
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28'); // across the year
  });
});

describe('synonyms', () => {
  it('stores words normalised, punctuation dropped', () => {
    expect(synonymWord('  Hoodie ')).toBe('hoodie');
    expect(synonymWord('T-Shirt')).toBe('t shirt');
    expect(synonymWord('!!')).toBe('');
  });

  it("expands each single word to the other words of its groups", () => {
    const alternatives = synonymAlternatives([['hoodie', 'sweatshirt', 'pull over'], ['hoodie', 'hooded top'], ['mug', 'cup']]);
    expect(alternatives.get('hoodie')).toEqual(['sweatshirt', 'pull over', 'hooded top']);
    expect(alternatives.get('sweatshirt')).toEqual(['hoodie', 'pull over']);
    expect(alternatives.get('cup')).toEqual(['mug']);
    // A phrase is an alternative, not a word a query is expanded from.
    expect(alternatives.has('pull over')).toBe(false);
  });

  it('merges synonyms with near spellings, each alternative once', () => {
    const merged = mergeAlternatives(new Map([['hoodie', ['sweatshirt']]]), new Map([['hoodie', ['hoodies', 'sweatshirt']], ['mugg', ['mug']]]));
    expect(merged).toEqual(new Map([['hoodie', ['sweatshirt', 'hoodies']], ['mugg', ['mug']]]));
  });
});
