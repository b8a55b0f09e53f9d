import type { Shop } from '@/lib/server/shop/types';
import { homeEntry, linkHomeEntry } from './home-entry';
import { getNavigation } from './navigation';
import { listLegalPages } from './pages';
import type { LegalPageLink, NavigationItem } from './types';

/** What the header and footer of every storefront page show. */
export interface ShellContent {
  mainNavigation: NavigationItem[];
  footerNavigation: NavigationItem[];
  legalPages: LegalPageLink[];
}

/** Navigation and legal links of the shell, the home entry linking to /; the editor also sees hidden entries. */
export async function getShellContent(shop: Shop, locale: string, includeHidden = false): Promise<ShellContent> {
  const [mainNavigation, footerNavigation, legalPages] = await Promise.all([
    getNavigation(shop, locale, 'main', { includeHidden }),
    getNavigation(shop, locale, 'footer', { includeHidden }),
    listLegalPages(shop, locale),
  ]);
  const home = homeEntry(mainNavigation);
  return {
    mainNavigation: linkHomeEntry(mainNavigation, home),
    footerNavigation: linkHomeEntry(footerNavigation, home),
    legalPages: legalPages.filter((p) => p.isVisible || includeHidden),
  };
}
