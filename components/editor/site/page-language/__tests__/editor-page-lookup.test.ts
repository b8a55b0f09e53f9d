import { shopApi } from '@/lib/api/browser';
import { editorLookup } from '../../editor-page-lookup';
import { PageNotInLanguage } from '../page-not-in-language';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = jest.mocked(shopApi);
const about = { kind: 'page', id: '6f1c2b3a-0000-4000-8000-000000000001', type: 'page', title: 'About us', route: '/i/about-us', hasDraft: false, isPublished: true, isVisible: true };

describe("the editor's look-up of an info page in another language", () => {
  beforeEach(() => api.mockReset());

  it('answers the same page\'s route in the other language', async () => {
    api.mockResolvedValueOnce([about]).mockResolvedValueOnce([{ ...about, title: 'Über uns', route: '/i/ueber-uns' }]);
    await expect(editorLookup.infoPage!('about-us', 'en', 'de')).resolves.toBe('/i/ueber-uns');
    expect(api.mock.calls.map(([, input]) => input)).toEqual([
      { query: { route: '/i/about-us', locale: 'en', limit: 1 } }, { query: { id: about.id, locale: 'de', limit: 1 } },
    ]);
  });

  it('tells that the page has no title in the other language, naming it, rather than answering none', async () => {
    api.mockResolvedValueOnce([about]).mockResolvedValueOnce([]);
    const lookup = editorLookup.infoPage!('about-us', 'en', 'fr');
    await expect(lookup).rejects.toBeInstanceOf(PageNotInLanguage);
    await expect(lookup).rejects.toMatchObject({ page: { slug: 'about-us', title: 'About us' } });
  });

  it('answers none for a route that shows no page', async () => {
    api.mockResolvedValueOnce([]);
    await expect(editorLookup.infoPage!('gone', 'en', 'de')).resolves.toBeNull();
  });
});
