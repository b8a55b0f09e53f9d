import { documentGaps, excerpt, EXCERPT_LENGTH } from '../missing-translations';
import type { StoredBlock } from '../stored-content';

/** A shop in English (default), German and French: German has every text, French lacks some. */
const text = (id: string, texts: Record<string, string>, settings?: Record<string, unknown>): StoredBlock => ({
  _id: id, type: 'text', data: {}, texts: Object.fromEntries(Object.entries(texts).map(([locale, content]) => [locale, { content }])), ...(settings ? { settings } : {}),
});
const blocks: StoredBlock[] = [
  text('intro', { en: '<h2>Welcome</h2><p>to&nbsp;our shop</p>', de: '<h2>Willkommen</h2>', fr: '<h2>Bienvenue</h2>' }),
  text('sale', { en: '<p>Sale</p>', de: '<p>Ausverkauf</p>' }),
  {
    _id: 'cols', type: 'multi-column', data: {}, settings: { hiddenOn: ['phone', 'tablet', 'desktop'] },
    columns: [[text('inside', { en: 'Hidden offer', de: 'Verstecktes Angebot' })]],
  },
  text('phone-only', { en: 'Call us', de: 'Ruf an' }, { hiddenOn: ['tablet', 'desktop'] }),
  { _id: 'ref', type: 'section', data: { sectionId: '7b0c6a4e-8d1f-4c2a-9e3b-5f6a7b8c9d0e' } },
  text('empty', { en: '' }),
];

describe('a document\'s missing translations', () => {
  it('lists what each language lacks with the default language\'s text, leaving out languages that lack nothing', () => {
    expect(documentGaps(blocks, ['de', 'fr'], 'en')).toEqual([{
      locale: 'fr',
      texts: [
        { blockId: 'sale', path: 'content', text: 'Sale', hidden: false },
        // A layout hidden on every device hides its children: listed, and said so.
        { blockId: 'inside', path: 'content', text: 'Hidden offer', hidden: true },
        // Hidden on some devices only: shoppers on a phone read it.
        { blockId: 'phone-only', path: 'content', text: 'Call us', hidden: false },
      ],
    }]);
  });

  it('counts a text the default language has not written (empty) as missing nowhere, and a section reference as holding no texts', () => {
    const gaps = documentGaps(blocks, ['fr'], 'en')[0]!.texts.map((t) => t.blockId);
    expect(gaps).not.toContain('empty');
    expect(gaps).not.toContain('ref');
  });

  it('finds nothing missing in the default language or in a language with every text', () => {
    expect(documentGaps(blocks, ['en'], 'en')).toEqual([]);
    expect(documentGaps(blocks, ['de'], 'en')).toEqual([]);
    expect(documentGaps([], ['de', 'fr'], 'en')).toEqual([]);
  });

  it('shows a text without its tags, shortened', () => {
    expect(excerpt('<h2>Welcome</h2><p>to&nbsp;our   shop</p>')).toBe('Welcome to our shop');
    const long = excerpt(`<p>${'word '.repeat(60)}</p>`);
    expect(long).toHaveLength(EXCERPT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});
