import type { WorkbenchTextKey } from './labels';

/** The modules about the whole shop, shown on every editor screen; the page manager opens first (spec section 3, view state). */
export type SiteModule = 'page-manager' | 'navigation' | 'shop-settings' | 'theme' | 'markets' | 'search' | 'reviews' | 'analytics';
/**
 * The modules about the open page's blocks, shown where a page, legal page or category is open; the
 * selected block's settings are not one of them but the inspector's, always beside the canvas.
 */
export type PageModule = 'blocks' | 'add-block' | 'translations' | 'revisions' | 'shortcuts';
/** The module the top bar opens rather than the rail: the pre-publish checks, beside Publish. */
export type TopBarModule = 'checks';
export type SidebarModule = SiteModule | PageModule | TopBarModule;

/** The site modules in the order of their buttons, each with its button's text. */
export const SITE_MODULES: Record<SiteModule, WorkbenchTextKey> = {
  'page-manager': 'pages', navigation: 'navigation', 'shop-settings': 'shopSettings', theme: 'theme', markets: 'markets', search: 'searchModule', reviews: 'reviews',
  analytics: 'analyticsModule',
};
/** The page modules in the order of their buttons, each with its button's text. */
export const PAGE_MODULES: Record<PageModule, WorkbenchTextKey> = {
  blocks: 'layers', 'add-block': 'addBlock', translations: 'missingTranslations', revisions: 'revisions', shortcuts: 'shortcuts',
};

/** The top bar's module with its button's text. */
export const TOP_BAR_MODULES: Record<TopBarModule, WorkbenchTextKey> = { checks: 'checks' };

/** What each site module shows: rendered on the server with its data and texts, handed to the sidebar. */
export type SiteModules = Record<SiteModule, React.ReactNode>;
