import { drawRequests, questionOf, seededRandom, typoOf, wordsOf, type Vocabulary } from '../search-mix-queries';

const vocabulary: Vocabulary = {
  names: ['Merino Wool Sweater', 'Leather Chelsea Boots', 'Handmade Stoneware Mug', 'Linen Shirt'],
  manufacturers: ['Nordvik', 'Borealis'],
  attributeValues: [{ name: 'color', value: 'black', label: 'Black' }, { name: 'size', value: 'm', label: 'M' }],
  prices: [14.9, 89.95, 129],
  categories: [{ id: '00000000-0000-4000-8000-000000000001', slug: 'shoes' }, { id: '00000000-0000-4000-8000-000000000002', slug: 'knitwear' }],
};
const catalogueWords = new Set(vocabulary.names.flatMap(wordsOf));

describe('the search mix', () => {
  it('draws the same requests from the same seed, and others from another', () => {
    expect(drawRequests('search', vocabulary, 31, 50)).toEqual(drawRequests('search', vocabulary, 31, 50));
    expect(drawRequests('search', vocabulary, 32, 50)).not.toEqual(drawRequests('search', vocabulary, 31, 50));
  });

  it('searches the catalogue\'s words: one or two of a name, a word\'s start, a typo of one, a brand or an attribute value', () => {
    const searches = drawRequests('search', vocabulary, 7, 400).flatMap((r) => (r.kind === 'search' ? [r] : []));
    expect(new Set(searches.map((s) => s.shape))).toEqual(new Set(['one word', 'word start', 'two words', 'typo', 'brand or attribute']));
    for (const search of searches.filter((s) => s.shape === 'one word')) expect(catalogueWords.has(search.q)).toBe(true);
    for (const search of searches.filter((s) => s.shape === 'word start')) {
      expect(search.q.length).toBeGreaterThanOrEqual(2);
      expect([...catalogueWords].some((word) => word.startsWith(search.q))).toBe(true);
    }
    for (const search of searches.filter((s) => s.shape === 'typo')) expect(catalogueWords.has(search.q)).toBe(false);
    const filtered = searches.filter((s) => s.filter !== null).length / searches.length;
    expect(filtered).toBeGreaterThan(0.2);
    expect(filtered).toBeLessThan(0.4);
  });

  it('asks the suggestion box what typing asks: the first 2-5 letters of a word', () => {
    for (const request of drawRequests('suggestions', vocabulary, 7, 200)) {
      if (request.kind !== 'suggestions' || request.shape !== 'prefix') continue;
      expect(request.q.length).toBeGreaterThanOrEqual(2);
      expect(request.q.length).toBeLessThanOrEqual(5);
      expect([...catalogueWords].some((word) => word.startsWith(request.q))).toBe(true);
    }
  });

  it('pages listings and category pages at random, half on the first page, never past the last', () => {
    const pages = drawRequests('category', vocabulary, 7, 400).map((r) => (r.kind === 'category' ? r.page : 0));
    expect(Math.min(...pages)).toBe(1);
    expect(Math.max(...pages)).toBeLessThanOrEqual(20);
    expect(pages.filter((page) => page === 1).length / pages.length).toBeCloseTo(0.5, 1);
  });

  it('misspells a word by one letter, changed or dropped', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 100; i++) {
      const typo = typoOf('sweater', random);
      expect(typo).not.toBe('sweater');
      expect(typo[0]).toBe('s');
      expect([6, 7]).toContain(typo.length);
    }
  });

  it('names the question the answer cache keeps for searches and suggestions only', () => {
    expect(questionOf({ kind: 'suggestions', shape: 'prefix', q: 'swe' })).toBe('["suggestions","swe"]');
    expect(questionOf({ kind: 'listing', sort: 'price-asc', page: 1, categorySlug: null })).toBeNull();
  });
});
