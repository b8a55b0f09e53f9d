import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import type { CurrentDocument, LegalEntry, PageEntry, PagesModuleProps, ParentChoice, TreeEntry } from '@/components/editor/site/pages/entries';
import { PAGES_TEXT_KEYS } from '@/components/editor/site/pages/labels';
import type { UiLanguage } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/links';
import { LEGAL_PAGE_SLUGS } from '@/lib/schemas/legal';
import type { PageTextSettings } from '@/lib/content/page-settings-draft';
import { listWaitingSettings } from '@/lib/server/content/documents/settings-draft';
import { getNavigation } from '@/lib/server/content/navigation';
import { MAX_MAIN_DEPTH } from '@/lib/server/content/navigation-place';
import { listPagesNotInLanguage } from '@/lib/server/content/pages-not-in-language';
import { listPagesOutsideNavigation } from '@/lib/server/content/pages-outside-navigation';
import type { NavigationItem, Page } from '@/lib/server/content/types';
import { settingsResource, settingsVersions } from '@/lib/server/versions/resource-versions';
import { pageLanguageTexts } from '../page-language-texts';
import { texts } from '../texts';

/** What the entries are built with: the settings versions by resource (0 where never written), and the pages' waiting settings. */
interface Known {
  versions: Map<string, number>;
  waiting: Map<string, PageTextSettings>;
}
type Versions = Known['versions'];
const versionOf = (versions: Versions, kind: 'page' | 'category', id: string) => versions.get(settingsResource(kind, id)) ?? 0;

/** A menu entry as the page manager lists it: a page by its id, a category by its categoryId. */
function treeEntry(item: NavigationItem, known: Known): TreeEntry {
  const fields = {
    slug: item.slug, title: item.title, titleTag: item.titleTag, metaDescription: item.metaDescription,
    isVisible: item.isVisible, isPublished: item.isPublished, route: item.href, children: item.children.map((child) => treeEntry(child, known)),
  };
  return item.type === 'category'
    ? { kind: 'category', id: item.categoryId!, version: versionOf(known.versions, 'category', item.categoryId!), ...fields }
    : {
      kind: 'page', id: item.pageId!, navigation: item.navigation, version: versionOf(known.versions, 'page', item.pageId!),
      waiting: known.waiting.get(item.pageId!) ?? null, ...fields,
    };
}

const unplacedPage = (page: Page, known: Known): PageEntry => ({
  kind: 'page', id: page.id, slug: page.slug, title: page.title, titleTag: page.titleTag, metaDescription: page.metaDescription,
  isVisible: page.isVisible, isPublished: page.isPublished, navigation: null, route: routes.page(page.slug), children: [],
  version: versionOf(known.versions, 'page', page.id), waiting: known.waiting.get(page.id) ?? null,
});

/** The main navigation's entries a new page can go under: those above its deepest level. */
function parentChoices(items: readonly NavigationItem[], level = 1): ParentChoice[] {
  if (level >= MAX_MAIN_DEPTH) return [];
  return items.flatMap((item) => [{ slug: item.slug, title: item.title, level }, ...parentChoices(item.children, level + 1)]);
}

/**
 * The page manager's texts and lists for the locale being edited: both menus as the owner sees them
 * (hidden entries too), the blank pages in neither, the legal pages in the order of spec section 9, and
 * the blank pages with no title in the locale, to be added there.
 * `current` is the document open in the editor, marked in the lists.
 */
export async function loadPagesModule(storefront: Storefront, language: UiLanguage, current?: CurrentDocument): Promise<PagesModuleProps> {
  const { shop, locale, links } = storefront;
  // The versions before the values, for the reason readWithVersion gives.
  const versions = await settingsVersions(shop.id);
  const [moduleTexts, languageTexts, main, footer, outside, waiting, notInLanguage] = await Promise.all([
    texts(language, 'EditorPages', PAGES_TEXT_KEYS), pageLanguageTexts(language),
    getNavigation(shop, locale, 'main', { includeHidden: true }),
    getNavigation(shop, locale, 'footer', { includeHidden: true }),
    listPagesOutsideNavigation(shop, locale),
    listWaitingSettings(shop, locale),
    listPagesNotInLanguage(shop, locale),
  ]);
  const known: Known = { versions, waiting };
  const legal = LEGAL_PAGE_SLUGS.flatMap((slug): LegalEntry[] => {
    const page = outside.find((candidate) => candidate.type === 'legal' && candidate.slug === slug);
    return page ? [{ kind: 'legal', id: page.id, slug, title: page.title, isVisible: page.isVisible, route: routes.legal(slug), version: versionOf(versions, 'page', page.id) }] : [];
  });
  return {
    texts: moduleTexts,
    language,
    links,
    main: main.map((item) => treeEntry(item, known)),
    footer: footer.map((item) => treeEntry(item, known)),
    other: outside.filter((page) => page.type === 'blank').map((page) => unplacedPage(page, known)),
    legal,
    locale,
    defaultLocale: shop.defaultLocale,
    notInLanguage,
    languageTexts,
    parents: parentChoices(main),
    current,
  };
}
