import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BlockList } from '@/components/blocks/block-list';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { Pagination } from '@/components/catalog/pagination';
import { ProductGrid } from '@/components/catalog/product-grid';
import { hrefFor, routes } from '@/lib/routing/links';
import { pageCount } from '@/lib/schemas/catalog';
import type { loadCategoryScreen } from '../_lib/catalog-data';
import type { Storefront } from '../_lib/storefront';

type CategoryScreenData = NonNullable<Awaited<ReturnType<typeof loadCategoryScreen>>>;

/** A category: its content blocks, subcategories and one page of its products. */
export async function CategoryScreen({ storefront, data, isHome = false }: { storefront: Storefront; data: CategoryScreenData; isHome?: boolean }) {
  const t = await getTranslations('Category');
  const { category, list, children, path, blockData } = data;
  const { links } = storefront;
  const pages = pageCount(list.totalNumberOfProducts, list.resultsPerPage);
  const categoryHref = hrefFor(routes.category(category.slug), links);
  const trail = path.map((c, i) => ({ label: c.title, route: i < path.length - 1 ? routes.category(c.slug) : undefined }));
  return (
    <>
      {!isHome && <Breadcrumb trail={trail} links={links} />}
      <h1>{category.title}</h1>
      {category.content && (
        <BlockList blocks={category.content.blocks} context={{ ...storefront, data: blockData }} />
      )}
      {children.length > 0 && (
        <nav aria-label={t('subcategories')} className="subcategories">
          <ul>
            {children.map((child) => (
              <li key={child.categoryId}><Link href={hrefFor(routes.category(child.slug), links)}>{child.title}</Link></li>
            ))}
          </ul>
        </nav>
      )}
      {list.totalNumberOfProducts > 0 && (
        <section aria-labelledby="category-products">
          <h2 id="category-products">{t('productCount', { count: list.totalNumberOfProducts })}</h2>
          <ProductGrid products={list.products} links={links} />
          <Pagination page={list.page} pages={pages} hrefOf={(page) => `${categoryHref}?page=${page}`} />
        </section>
      )}
      {list.totalNumberOfProducts === 0 && children.length === 0 && !category.content?.blocks.length && <p>{t('empty')}</p>}
    </>
  );
}
