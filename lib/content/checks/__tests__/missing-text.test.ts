import { missingTextRule } from '../missing-text';
import { input, text } from './fixtures';

describe('missingTextRule', () => {
  it('flags each block once per language it misses texts in, with how many', () => {
    const missing = [{ locale: 'de', blockId: 't', path: 'content' }, { locale: 'de', blockId: 't', path: 'alt' }, { locale: 'fr', blockId: 't', path: 'content' }];
    expect(missingTextRule(input([text('t', '<p>Hi</p>')], { missingTexts: missing })).map((f) => f.values)).toEqual([{ locale: 'de', count: 2 }, { locale: 'fr', count: 1 }]);
  });

  it('leaves blocks removed from the draft since, and complete pages, alone', () => {
    expect(missingTextRule(input([text('t', '<p>Hi</p>')], { missingTexts: [{ locale: 'de', blockId: 'gone', path: 'content' }] }))).toEqual([]);
    expect(missingTextRule(input([text('t', '<p>Hi</p>')]))).toEqual([]);
  });
});
