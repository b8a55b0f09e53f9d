import type { Crumb } from '@/components/catalog/breadcrumb';
import { decimalPrice, buildBreadcrumbJsonLd, buildProductJsonLd, serializeJsonLd } from '@/lib/seo/product-json-ld';
import { stockState } from '@/lib/catalog/stock';
import { pathFor, routes, type LinkContext } from '@/lib/routing/links';
import type { ProductDetail } from '@/lib/server/catalog/types';
import type { Shop } from '@/lib/server/shop/types';

interface Props {
  product: ProductDetail;
  /** Home, the main category's path and the product. */
  trail: Crumb[];
  shop: Shop;
  links: LinkContext;
}

/** JSON-LD (Product with its offer, BreadcrumbList) and the Open Graph product tags React hoists into the head. */
export function ProductStructuredData({ product, trail, shop, links }: Props) {
  const absolute = (path: string) => new URL(path, shop.baseUrl).toString();
  const url = absolute(pathFor(routes.product(product.slug), links));
  const data = [
    buildProductJsonLd({
      name: product.name,
      description: product.description,
      sku: product.sku,
      brand: product.manufacturer,
      url,
      imageUrls: product.images.map((image) => absolute(image.url)),
      price: product.price,
      stock: stockState(product),
    }),
    buildBreadcrumbJsonLd(trail.map((crumb, index) => ({
      name: crumb.label,
      url: crumb.route ? absolute(pathFor(crumb.route, links)) : index === trail.length - 1 ? url : undefined,
    }))),
  ].filter(Boolean);
  return (
    <>
      <meta property="og:type" content="product" />
      <meta property="product:price:amount" content={decimalPrice(product.price)} />
      <meta property="product:price:currency" content={product.price.currency} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data.length === 1 ? data[0] : data) }} />
    </>
  );
}
