import { highlightSegments, matchesWords } from '../word-match';

describe('matchesWords', () => {
  it('matches when every typed word starts a word of the label, without case or accents', () => {
    expect(matchesWords('Jackets & Coats', 'jac')).toBe(true);
    expect(matchesWords('Jackets & Coats', 'coa jack')).toBe(true);
    expect(matchesWords('Café Mugs', 'cafe')).toBe(true);
    expect(matchesWords('Jackets & Coats', 'ackets')).toBe(false);
    expect(matchesWords('Jackets & Coats', 'jac boots')).toBe(false);
    expect(matchesWords('Jackets', '  ')).toBe(false);
  });
});

describe('highlightSegments', () => {
  it('marks the typed start of each matching word and keeps the label as written', () => {
    expect(highlightSegments('Rain Jacket', 'jac')).toEqual([{ text: 'Rain ', marked: false }, { text: 'Jac', marked: true }, { text: 'ket', marked: false }]);
    expect(highlightSegments('Café Crème', 'cafe cr')).toEqual([
      { text: 'Café', marked: true }, { text: ' ', marked: false }, { text: 'Cr', marked: true }, { text: 'ème', marked: false },
    ]);
  });

  it('marks the longest typed word a label word starts with, and nothing without a match', () => {
    expect(highlightSegments('Jackets', 'j jack')).toEqual([{ text: 'Jack', marked: true }, { text: 'ets', marked: false }]);
    expect(highlightSegments('Boots', 'jac')).toEqual([{ text: 'Boots', marked: false }]);
  });
});
