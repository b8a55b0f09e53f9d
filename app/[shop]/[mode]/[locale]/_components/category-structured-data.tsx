import { getTranslations } from 'next-intl/server';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { buildBreadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { buildItemListJsonLd } from '@/lib/seo/item-list-json-ld';
import { serializeJsonLd } from '@/lib/seo/product-json-ld';

interface Input {
  homeLabel: string;
  /** The category's path from the top, itself last. */
  path: readonly { title: string; slug: string }[];
  /** The products the page shows, in their order. */
  products: readonly { slug: string }[];
  /** The shop's public base URL, which makes every address absolute. */
  baseUrl: string;
  links: LinkContext;
}

/**
 * A category page's JSON-LD: the BreadcrumbList (home, the path, the category at its canonical address,
 * the same for its sorted and paged views) and the ItemList of the products it shows.
 */
export function categoryPageJsonLd({ homeLabel, path, products, baseUrl, links }: Input): Record<string, unknown>[] {
  const absolute = (route: string) => new URL(hrefFor(route, links), baseUrl).toString();
  return [
    buildBreadcrumbJsonLd([
      { name: homeLabel, url: absolute(routes.home()) },
      ...path.map((category) => ({ name: category.title, url: absolute(routes.category(category.slug)) })),
    ]),
    buildItemListJsonLd(products.map((product) => absolute(routes.product(product.slug)))),
  ].filter((data) => data !== null);
}

/** The JSON-LD of a category page, as its script element. */
export async function CategoryStructuredData(props: Omit<Input, 'homeLabel'>) {
  const t = await getTranslations('Shell');
  const data = categoryPageJsonLd({ ...props, homeLabel: t('home') });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
