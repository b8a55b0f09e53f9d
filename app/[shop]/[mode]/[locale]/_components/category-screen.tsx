import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { PageBlocks } from '@/components/blocks/page-blocks';
import type { PageBlocksProps } from '@/components/blocks/types';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { CategoryLoadMore } from '@/components/catalog/category-load-more';
import styles from '@/components/catalog/listing.module.css';
import { Pagination } from '@/components/catalog/pagination';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SortSelect } from '@/components/catalog/sort-select';
import { formTarget, hrefFor, routes } from '@/lib/routing/links';
import { listingHref } from '@/lib/search/listing-href';
import { DEFAULT_RESULTS_PER_PAGE, defaultCategorySort, pageCount, type SortOption } from '@/lib/catalog/listing';
import type { ProductCard } from '@/lib/server/catalog/types';
import type { loadCategoryScreen } from '../_lib/catalog-data';
import { pageHeading } from '../_lib/home-heading';
import type { Storefront } from '../_lib/storefront';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { IntentLink } from '@/components/shell/intent-link';
import { CategoryStructuredData } from './category-structured-data';

type CategoryScreenData = NonNullable<Awaited<ReturnType<typeof loadCategoryScreen>>>;

/** Sorts a shopper can pick on a category page. */
const CATEGORY_SORTS: readonly SortOption[] = ['position-asc', 'price-asc', 'price-desc', 'name-asc', 'name-desc'];

interface Props {
  storefront: Storefront;
  data: CategoryScreenData;
  /** The home category (the home page, or its sorted and paged views): headed as the home page (pageHeading). */
  isHome?: boolean;
  /** Whether the address names the sort (a sorted view) rather than using the shop's default. */
  explicitSort?: boolean;
  /** Products of the pages before the current one, shown above it (a listing asked for page N shows 1..N). */
  earlier?: ProductCard[];
  /** What renders the blocks: the shoppers' server rendering by default, the editor's live canvas in the editor. */
  blocksView?: ComponentType<PageBlocksProps>;
}

/** A category: its content blocks, subcategories and its products up to the current page. */
export async function CategoryScreen({ storefront, data, isHome = false, explicitSort = false, earlier = [], blocksView: Blocks = PageBlocks }: Props) {
  const t = await getTranslations('Category');
  const { category, list, children, path, blocks, blockData } = data;
  const { links, mode } = storefront;
  const pages = pageCount(list.totalNumberOfProducts, list.resultsPerPage);
  const categoryHref = hrefFor(routes.category(category.slug), links);
  // Without JavaScript the sort is a GET form, whose action loses its query: the carried shop and preview go as fields.
  const sortForm = formTarget(categoryHref);
  const view = (page: number, sort: SortOption | null = explicitSort ? list.sort : null) =>
    listingHref(categoryHref, { sort, page, resultsPerPage: list.resultsPerPage });
  // The shop's default sort is the plain category address, the indexable view.
  const defaultSort = defaultCategorySort(storefront.shop.beyond);
  const sortHrefs = Object.fromEntries(CATEGORY_SORTS.map((sort) => [sort, view(1, sort === defaultSort ? null : sort)]));
  const trail = path.map((c, i) => ({ label: c.title, route: i < path.length - 1 ? routes.category(c.slug) : undefined }));
  const shown = [...earlier, ...list.products];
  const heading = pageHeading(isHome, blocks);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.blocks}>
      {!isHome && <CategoryStructuredData path={path} products={shown} baseUrl={storefront.shop.baseUrl} links={links} />}
      {heading.breadcrumb && <Breadcrumb trail={trail} links={links} />}
      {heading.title && <h1>{category.title}</h1>}
      <Blocks blocks={blocks} context={{ ...storefront, data: blockData, headlineBlockId: heading.headlineBlockId }} isHome={isHome} />
      {children.length > 0 && (
        <nav aria-label={t('subcategories')} className="subcategories">
          <ul>
            {children.map((child) => (
              <li key={child.categoryId}><IntentLink href={hrefFor(routes.category(child.slug), links)}>{child.title}</IntentLink></li>
            ))}
          </ul>
        </nav>
      )}
      {list.totalNumberOfProducts > 0 && (
        <section aria-labelledby="category-products">
          <div className={styles.toolbar}>
            <h2 id="category-products">{t('productCount', { count: list.totalNumberOfProducts })}</h2>
            {list.totalNumberOfProducts > 1 && (
              <SortSelect options={CATEGORY_SORTS} value={list.sort} hrefs={sortHrefs} action={sortForm.action}
                fields={list.resultsPerPage === DEFAULT_RESULTS_PER_PAGE ? sortForm.fields : { ...sortForm.fields, resultsPerPage: String(list.resultsPerPage) }} />
            )}
          </div>
          <ProductGrid products={shown} links={links} list={mode === 'live' ? { id: `category/${category.slug}`, name: category.title } : undefined} />
          <CategoryLoadMore key={`${list.sort}/${list.page}/${list.resultsPerPage}`} categoryId={category.categoryId} sort={list.sort} explicitSort={explicitSort} page={list.page}
            resultsPerPage={list.resultsPerPage} total={list.totalNumberOfProducts} categoryHref={categoryHref} links={links} />
          <Pagination page={list.page} pages={pages} hrefOf={(page) => view(page)} />
        </section>
      )}
      {list.totalNumberOfProducts === 0 && children.length === 0 && blocks.length === 0 && <p>{t('empty')}</p>}
    </PageMessages>
  );
}
