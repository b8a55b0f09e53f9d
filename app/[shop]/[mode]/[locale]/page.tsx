import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routes } from '@/lib/routing/links';
import { buildOrganizationJsonLd } from '@/lib/seo/organization-json-ld';
import { serializeJsonLd } from '@/lib/seo/product-json-ld';
import { routeAlternates } from '@/lib/seo/storefront-alternates';
import { CategoryScreen } from './_components/category-screen';
import { PageScreen } from './_components/info-page-screen';
import { loadCategoryScreen } from './_lib/catalog-data';
import { loadInfoPage, loadShell } from './_lib/content-data';
import { getStorefront, type StorefrontParams } from './_lib/storefront';

export async function generateStaticParams() {
  return [];
}

/** Home is the page of the first storefront navigation entry (spec section 2). */
async function load(params: Promise<StorefrontParams>) {
  const storefront = await getStorefront(params);
  const { mainNavigation } = await loadShell(storefront);
  const entry = mainNavigation[0];
  if (!entry) return { storefront, category: null, page: null };
  if (entry.type === 'category') {
    const category = await loadCategoryScreen(storefront, entry.categoryId!, { sort: null, page: 1, resultsPerPage: 12 });
    return { storefront, category, page: null };
  }
  return { storefront, category: null, page: await loadInfoPage(storefront, entry.slug) };
}

export async function generateMetadata({ params }: { params: Promise<StorefrontParams> }): Promise<Metadata> {
  const { storefront, category, page } = await load(params);
  const entry = category?.category ?? page?.page;
  // On the hosted variant the shop title is the page title (spec section 2).
  const title = storefront.shop.beyond && entry ? entry.titleTag || entry.title : storefront.shop.title;
  return { title: { absolute: title }, description: entry?.metaDescription ?? undefined, alternates: routeAlternates(storefront, routes.home()) };
}

/** The shop as a schema.org Organization, so search engines can name it next to its start page. */
function OrganizationJsonLd({ storefront }: { storefront: Awaited<ReturnType<typeof load>>['storefront'] }) {
  const { shop } = storefront;
  const data = buildOrganizationJsonLd({
    name: shop.title,
    url: new URL(routes.home(), shop.baseUrl).toString(),
    email: shop.email,
    sameAs: (shop.userSettings.socialNetworks ?? []).map((network) => network.url),
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Home page (/ and /editor, the editor root). */
export default async function HomePage({ params }: { params: Promise<StorefrontParams> }) {
  const { storefront, category, page } = await load(params);
  const jsonLd = <OrganizationJsonLd storefront={storefront} />;
  if (category) return <>{jsonLd}<CategoryScreen storefront={storefront} data={category} isHome /></>;
  if (page) return <>{jsonLd}<PageScreen storefront={storefront} page={page.page} blockData={page.blockData} /></>;
  if (storefront.mode === 'editor') {
    const t = await getTranslations('Editor');
    return <p>{t('intro', { shop: storefront.shop.title })}</p>;
  }
  notFound();
}
