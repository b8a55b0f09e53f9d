import { correctableWords, transpositions } from '../typo-tolerance';

describe('typo tolerance', () => {
  it('swaps each pair of neighbouring letters once, the word itself never among them', () => {
    expect(transpositions('jakcet')).toEqual(['ajkcet', 'jkacet', 'jacket', 'jakect', 'jakcte']);
    expect(transpositions('wool')).toEqual(['owol', 'wolo']);
    expect(transpositions('größe')).toContain('gröeß');
    expect(transpositions('a')).toEqual([]);
  });

  it('corrects words of four letters or more, each once', () => {
    expect(correctableWords('Wool wool jakcet of')).toEqual(['wool', 'jakcet']);
  });
});
