import { categoryMetadata } from '../category-metadata';

const links = { editor: false, locale: 'de', defaultLocale: 'en' };
const category = { slug: 'bekleidung', title: 'Bekleidung', titleTag: null, metaDescription: 'Alles zum Anziehen.' };
const languages = { en: '/c/clothing', de: '/de/c/bekleidung', 'x-default': '/c/clothing' };

describe('categoryMetadata', () => {
  it('names the language versions of the plain category address, which search engines index', () => {
    expect(categoryMetadata(category, { links, isDefaultView: true, languages })).toEqual({
      title: 'Bekleidung',
      description: 'Alles zum Anziehen.',
      alternates: { canonical: '/de/c/bekleidung', languages },
      robots: undefined,
    });
  });

  it('makes a sorted or paged view noindex, pointing at the plain address without hreflang alternates', () => {
    const metadata = categoryMetadata(category, { links, isDefaultView: false, languages });
    expect(metadata.alternates).toEqual({ canonical: '/de/c/bekleidung' });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('prefers the title tag', () => {
    expect(categoryMetadata({ ...category, titleTag: 'Kleidung kaufen' }, { links, isDefaultView: true, languages }).title).toBe('Kleidung kaufen');
  });
});
