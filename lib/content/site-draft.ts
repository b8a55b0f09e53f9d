import type { ShopChanges } from '@/lib/contract/shop';

/**
 * A menu entry as a navigation draft keeps it: by the id of its page or category, not by slug, so that
 * renaming a page while the draft waits does not break it.
 */
export interface NavigationDraftEntry {
  pageId?: string;
  categoryId?: string;
  isVisible: boolean;
  children: NavigationDraftEntry[];
}

/** The menus as the owner arranged them in the editor, each with the locale it was arranged in. */
export type NavigationDraft = Partial<Record<'main' | 'footer', { locale: string; tree: NavigationDraftEntry[] }>>;

/**
 * A shop's site-wide changes that wait for "Publish site changes", as the editor saved them: each only
 * what differs from what shoppers see (a change put back is no change). Pages' blocks and settings wait
 * in their own documents and go live with the page's Publish.
 */
export interface SiteDrafts {
  /** The shop settings' fields and user-settings sections changed. */
  shopSettings?: Omit<ShopChanges, 'draft'>;
  navigation?: NavigationDraft;
  /** Per theme style id: the settings changed. */
  themeSettings?: Record<string, Record<string, string | number | boolean>>;
  /** The style chosen to be the active one. */
  activeThemeStyle?: { themeId: string; themeStyleId: string };
}

/**
 * One entry of the list "Publish site changes" shows and a site revision records: what waits, named so
 * that the editor can word it in the owner's language.
 */
export type SiteChange =
  /** Fields of the shop settings (`title`, `locales`) and user-settings sections (`userSettings.headerUsps`). */
  | { resource: 'shop-settings'; fields: string[] }
  | { resource: 'navigation'; menus: ('main' | 'footer')[] }
  | { resource: 'theme-settings'; themeStyleId: string; styleTitle: string; settings: string[] }
  | { resource: 'active-theme-style'; themeStyleId: string; styleTitle: string };
