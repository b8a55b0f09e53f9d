import { textPathsOf } from '../block-texts';
import { mergeLocaleEdit, resolveTexts, splitTexts, type LocaleBlock } from '../locale-texts';
import { publishLocale } from '../publish-locale';
import type { StoredBlock } from '../stored-content';

const headline = (id: string, text: string): LocaleBlock => ({ _id: id, type: 'text', data: { content: `<h2>${text}</h2>` } });
/** The page in one language: a heading, two columns with a heading each, and a block the owner will delete. */
const layout = (texts: Record<string, string>): LocaleBlock[] => [
  headline('h', texts.h!),
  { _id: 'cols', type: 'multi-column', data: {}, columns: [[headline('left', texts.left!)], [headline('right', texts.right!)]] },
  headline('old', texts.old!),
];

/** The live page: English and German texts of every block. */
function livePage(): StoredBlock[] {
  const en = splitTexts(layout({ h: 'Welcome', left: 'Left', right: 'Right', old: 'Old' }), 'en', textPathsOf);
  return mergeLocaleEdit(en, splitTexts(layout({ h: 'Willkommen', left: 'Links', right: 'Rechts', old: 'Alt' }), 'de', textPathsOf), 'de');
}

/** Replays the owner's edits as the editor saves them, one locale at a time, on top of the stored draft. */
function replay(start: StoredBlock[], edits: { locale: string; blocks: (seen: LocaleBlock[]) => LocaleBlock[] }[]): StoredBlock[] {
  return edits.reduce((stored, { locale, blocks }) => mergeLocaleEdit(stored, splitTexts(blocks(resolveTexts(stored, locale, 'en')), locale, textPathsOf), locale), start);
}

const texts = (blocks: LocaleBlock[]) => JSON.stringify(blocks);

describe('publishing one language', () => {
  const live = livePage();
  const draft = replay(live, [
    // German: a new heading text.
    { locale: 'de', blocks: (seen) => seen.map((b) => (b._id === 'h' ? headline('h', 'Hallo') : b)) },
    // English: a changed heading, a new block, the columns moved to the top, the old block deleted.
    {
      locale: 'en',
      blocks: (seen) => {
        const [h, cols] = seen;
        return [cols!, { ...h!, data: { content: '<h2>Hello</h2>' } }, headline('new', 'New')];
      },
    },
  ]);

  it('makes the draft\'s German texts live in German only, in the live layout', () => {
    const published = publishLocale(live, draft, 'de');
    expect(resolveTexts(published, 'de', 'en').map((b) => b._id)).toEqual(['h', 'cols', 'old']);
    expect(resolveTexts(published, 'de', 'en')[0]).toEqual(headline('h', 'Hallo'));
    // English shoppers still read what was live: the changed heading, the new block and the move wait.
    expect(texts(resolveTexts(published, 'en', 'en'))).toBe(texts(resolveTexts(live, 'en', 'en')));
    // The deleted block stays live, its German text kept, until Publish all.
    expect(resolveTexts(published, 'de', 'en')[2]).toEqual(headline('old', 'Alt'));
    // The draft is untouched: Publish all makes the rest live.
    expect(resolveTexts(draft, 'en', 'en').map((b) => b._id)).toEqual(['cols', 'h', 'new']);
  });

  it('keeps texts inside layouts per block and lets a text the draft lacks in the language fall back', () => {
    const withoutGerman = live.map((block) => (block._id === 'cols'
      ? { ...block, columns: block.columns!.map((column) => column.map((b) => (b._id === 'left' ? { ...b, texts: { en: b.texts!.en! } } : b))) }
      : block));
    const published = publishLocale(live, withoutGerman, 'de');
    const [left, right] = resolveTexts(published, 'de', 'en')[1]!.columns!.map((column) => column[0]);
    expect(left).toEqual(headline('left', 'Left'));
    expect(right).toEqual(headline('right', 'Rechts'));
    expect(texts(resolveTexts(published, 'en', 'en'))).toBe(texts(resolveTexts(live, 'en', 'en')));
  });

  it('publishes the default language\'s texts alone, which languages without their own text read as well', () => {
    const published = publishLocale(live, draft, 'en');
    expect(resolveTexts(published, 'en', 'en')[0]).toEqual(headline('h', 'Hello'));
    expect(resolveTexts(published, 'de', 'en')[0]).toEqual(headline('h', 'Willkommen'));
    expect(resolveTexts(published, 'en', 'en').map((b) => b._id)).toEqual(['h', 'cols', 'old']);
  });

  it('changes nothing when the draft has no text of the language that differs', () => {
    expect(publishLocale(live, live, 'de')).toEqual(live);
    expect(publishLocale(live, draft, 'fr')).toEqual(live);
  });
});
