import { textPathsOf } from '../block-texts';
import { mergeLegacyLocales, migrateStoredContent, STORED_CONTENT_VERSION } from '../content-migrations';
import { addTexts, mergeLocaleEdit, missingTexts, otherLocaleTexts, resolveTexts, splitTexts, withoutMissing, type LocaleBlock } from '../locale-texts';

const slider = (alts: string[]): LocaleBlock => ({
  _id: 's', type: 'content-slider', data: { images: alts.map((alt, i) => ({ src: `/m/${i}.png`, alt })), autoPlay: true },
});
const page = (lang: string): LocaleBlock[] => [
  { _id: 'cols', type: 'multi-column', data: {}, columns: [[{ _id: 't', type: 'text', data: { content: `<p>${lang}</p>` } }], [slider([`${lang} 1`, `${lang} 2`])]] },
  { _id: 'v', type: 'video', data: { src: 'https://youtu.be/abc' } },
];

describe('per-locale texts in one layout', () => {
  it('splits texts out of data and resolves them back, nested columns and array items included', () => {
    const stored = splitTexts(page('en'), 'en', textPathsOf);
    const text = stored[0]!.columns![0]![0]!;
    expect(text.data).toEqual({});
    expect(text.texts).toEqual({ en: { content: '<p>en</p>' } });
    expect(stored[0]!.columns![1]![0]!.texts).toEqual({ en: { 'images.0.alt': 'en 1', 'images.1.alt': 'en 2' } });
    expect(stored[1]!.texts).toBeUndefined();
    expect(resolveTexts(stored, 'en', 'en')).toEqual(page('en'));
  });

  it('falls back to the default locale per text and reports what a locale lacks', () => {
    const stored = splitTexts(page('en'), 'en', textPathsOf);
    expect(resolveTexts(stored, 'de', 'en')).toEqual(page('en'));
    expect(missingTexts(stored, 'de', 'en')).toEqual([
      { blockId: 't', path: 'content' }, { blockId: 's', path: 'images.0.alt' }, { blockId: 's', path: 'images.1.alt' },
    ]);
    expect(missingTexts(stored, 'en', 'en')).toEqual([]);
  });

  it('applies one locale’s edit to the shared layout and keeps the other locales’ texts of blocks that stay', () => {
    const merged = mergeLegacyLocales([{ locale: 'de', content: { version: 1, blocks: page('de') } }, { locale: 'en', content: { version: 1, blocks: page('en') } }], 'en', textPathsOf);
    // The German editor moves the video first, removes the second slide and rewrites the text.
    const edited = page('de');
    edited[0]!.columns![1]![0] = slider(['de 1 neu']);
    edited[0]!.columns![0]![0]!.data.content = '<p>neu</p>';
    const result = mergeLocaleEdit(merged.blocks, splitTexts([edited[1]!, edited[0]!], 'de', textPathsOf), 'de');
    expect(result.map((b) => b._id)).toEqual(['v', 'cols']);
    expect(resolveTexts(result, 'de', 'en')[1]!.columns![0]![0]!.data).toEqual({ content: '<p>neu</p>' });
    expect(resolveTexts(result, 'en', 'en')[1]!.columns![0]![0]!.data).toEqual({ content: '<p>en</p>' });
    // The English text of the removed second slide has no slide to land on any more.
    expect(resolveTexts(result, 'en', 'en')[1]!.columns![1]![0]!.data.images).toEqual([{ src: '/m/0.png', alt: 'en 1' }]);
  });
});

describe('stored content migrations', () => {
  it('migrates version 1 content written in one locale to the current version and refuses future versions', () => {
    const migrated = migrateStoredContent({ version: 1, blocks: page('fr') }, { locale: 'fr', textPathsOf });
    expect(migrated.version).toBe(STORED_CONTENT_VERSION);
    expect(resolveTexts(migrated.blocks, 'fr', 'fr')).toEqual(page('fr'));
    expect(migrateStoredContent(migrated, { locale: 'en', textPathsOf })).toEqual(migrated);
    expect(() => migrateStoredContent({ version: STORED_CONTENT_VERSION + 1, blocks: [] }, { locale: 'en', textPathsOf })).toThrow(/newer/);
  });

  it('merges per-locale copies into the default locale’s layout without losing any locale’s texts', () => {
    const merged = mergeLegacyLocales(['en', 'de', 'fr'].map((locale) => ({ locale, content: { version: 1, blocks: page(locale) } })), 'de', textPathsOf);
    for (const locale of ['en', 'de', 'fr']) expect(resolveTexts(merged.blocks, locale, 'de')).toEqual(page(locale));
  });
});

describe('texts that copied blocks carry to another page', () => {
  it('lists every block’s texts in the other locales, and gives pasted blocks theirs, in the shop’s locales and text fields only', () => {
    const stored = mergeLocaleEdit(splitTexts(page('en'), 'en', textPathsOf), splitTexts(page('de'), 'de', textPathsOf), 'de');
    expect(otherLocaleTexts(stored, 'en')).toEqual({ t: { de: { content: '<p>de</p>' } }, s: { de: { 'images.0.alt': 'de 1', 'images.1.alt': 'de 2' } } });

    const pasted = splitTexts([{ _id: 'p', type: 'content-slider', data: { images: [{ src: '/m/0.png', alt: 'en' }] } }], 'en', textPathsOf);
    const given = addTexts(pasted, {
      p: { de: { 'images.0.alt': 'de', 'images.0.src': '/evil.png', images: [] }, xx: { 'images.0.alt': 'xx' }, en: { 'images.0.alt': 'not this' } },
    }, 'en', ['en', 'de'], textPathsOf);
    expect(given[0]!.texts).toEqual({ en: { 'images.0.alt': 'en' }, de: { 'images.0.alt': 'de' } });
    // Kept for a block new to the layout, ignored for one it has.
    const merged = mergeLocaleEdit(stored, [...given, ...addTexts(splitTexts(page('en'), 'en', textPathsOf), { v: { de: { src: 'x' } }, t: { de: { content: 'no' } } }, 'en', ['en', 'de'], textPathsOf)], 'en');
    expect(merged[0]!.texts).toEqual({ en: { 'images.0.alt': 'en' }, de: { 'images.0.alt': 'de' } });
    expect(resolveTexts(merged, 'de', 'en')[1]).toEqual(page('de')[0]);
  });
});

describe('texts a locale does not have yet', () => {
  const english: LocaleBlock[] = [
    { _id: 'img', type: 'image', data: { src: '/m/a.png', alt: 'A shoe', headline: 'Sale' } },
    { _id: 's', type: 'content-slider', data: { images: [{ src: '/m/0.png', alt: 'first' }, { src: '/m/1.png', alt: '' }] } },
  ];
  const stored = splitTexts(english, 'en', textPathsOf);

  it('are the default locale’s non-empty texts the locale lacks, none in the default locale', () => {
    expect(missingTexts(stored, 'de', 'en')).toEqual([
      { blockId: 'img', path: 'alt' }, { blockId: 'img', path: 'headline' }, { blockId: 's', path: 'images.0.alt' },
    ]);
    expect(missingTexts(stored, 'en', 'en')).toEqual([]);
  });

  it('stay missing when a locale’s edit carries the default locale’s text in their fields, and only they', () => {
    // The German editor shows the English texts it lacks; the owner typed a German headline.
    const seen = resolveTexts(stored, 'de', 'en');
    seen[0]!.data.headline = 'Angebot';
    const edit = withoutMissing(splitTexts(seen, 'de', textPathsOf), 'de', [{ blockId: 'img', path: 'alt' }, { blockId: 's', path: 'images.0.alt' }]);
    const merged = mergeLocaleEdit(stored, edit, 'de');
    expect(merged[0]!.texts).toEqual({ en: { alt: 'A shoe', headline: 'Sale' }, de: { headline: 'Angebot' } });
    expect(merged[1]!.texts).toEqual({ en: { 'images.0.alt': 'first', 'images.1.alt': '' }, de: { 'images.1.alt': '' } });
    expect(missingTexts(merged, 'de', 'en')).toEqual([{ blockId: 'img', path: 'alt' }, { blockId: 's', path: 'images.0.alt' }]);
    // Shoppers of German read the English text where it is missing, the German one where it is not.
    expect(resolveTexts(merged, 'de', 'en')[0]!.data).toMatchObject({ alt: 'A shoe', headline: 'Angebot' });
    expect(withoutMissing(edit, 'de', [])).toBe(edit);
  });
});
