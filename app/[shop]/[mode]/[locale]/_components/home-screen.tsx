import type { ComponentType } from 'react';
import type { PageBlocksProps } from '@/components/blocks/types';
import { routes } from '@/lib/routing/links';
import { buildOrganizationJsonLd } from '@/lib/seo/organization-json-ld';
import { serializeJsonLd } from '@/lib/seo/product-json-ld';
import { homeEntry } from '@/lib/server/content/home-entry';
import { loadCategoryScreen } from '../_lib/catalog-data';
import { loadInfoPage, loadShell } from '../_lib/content-data';
import { shopLogoUrl } from '../_lib/shop-metadata';
import type { Storefront } from '../_lib/storefront';
import { CategoryScreen } from './category-screen';
import { PageScreen } from './info-page-screen';

export type HomeData = Awaited<ReturnType<typeof loadHomeScreen>>;

/** Home is the page of the first storefront navigation entry (spec section 2): a category or an info page, or nothing. */
export async function loadHomeScreen(sf: Storefront) {
  const entry = homeEntry((await loadShell(sf)).mainNavigation);
  if (!entry) return { category: null, page: null };
  if (entry.type === 'category') {
    return { category: await loadCategoryScreen(sf, entry.categoryId!, { sort: null, page: 1, resultsPerPage: 12 }), page: null };
  }
  return { category: null, page: await loadInfoPage(sf, entry.slug) };
}

/** The shop as a schema.org Organization, so search engines can name it next to its start page. */
function OrganizationJsonLd({ storefront }: { storefront: Storefront }) {
  const { shop } = storefront;
  const data = buildOrganizationJsonLd({
    name: shop.title,
    url: new URL(routes.home(), shop.baseUrl).toString(),
    logo: shopLogoUrl(shop),
    email: shop.email,
    sameAs: (shop.userSettings.socialNetworks ?? []).map((network) => network.url),
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The home page: the first navigation entry's category or info page; null when the menu is empty. */
export function HomeScreen({ storefront, home, blocksView }: {
  storefront: Storefront;
  home: HomeData;
  /** The editor's live canvas in place of the shoppers' rendering of the blocks. */
  blocksView?: ComponentType<PageBlocksProps>;
}) {
  const jsonLd = <OrganizationJsonLd storefront={storefront} />;
  if (home.category) return <>{jsonLd}<CategoryScreen storefront={storefront} data={home.category} isHome blocksView={blocksView} /></>;
  if (home.page) {
    const { page, blocks, blockData } = home.page;
    return <>{jsonLd}<PageScreen storefront={storefront} page={page} blocks={blocks} blockData={blockData} isHome blocksView={blocksView} /></>;
  }
  return null;
}
