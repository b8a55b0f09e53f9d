import type { ProductCardPayload, ProductDetailPayload } from '@/lib/contract/catalog';
import { routes } from '@/lib/routing/links';
import type { ProductCard, ProductDetail, ProductList } from './types';

/** A product tile as the API hands it out: the card plus the route of its page, and its rating when it has reviews. */
export function toCardPayload(card: ProductCard): ProductCardPayload {
  return { ...cardFields(card), swatches: card.swatches, ...(card.rating ? { rating: card.rating } : {}) };
}

/** What a tile and the product page both say about a product. */
function cardFields(card: Omit<ProductCard, 'swatches'>): Omit<ProductCardPayload, 'swatches'> {
  return {
    productId: card.productId,
    sku: card.sku,
    name: card.name,
    slug: card.slug,
    href: routes.product(card.slug),
    manufacturer: card.manufacturer,
    price: card.price,
    stockLevel: card.stockLevel,
    available: card.available,
    isVariationMaster: card.isVariationMaster,
    image: card.image,
  };
}

/** A product list with API tiles. */
export function toListPayload(list: ProductList) {
  return { ...list, products: list.products.map(toCardPayload) };
}

/** The product page's data as the API hands it out (spec section 3, Product: bulk prices as quantity.amount). */
export function toDetailPayload(product: ProductDetail): ProductDetailPayload {
  return {
    ...cardFields(product),
    title: product.name,
    description: product.description,
    metaDescription: product.metaDescription,
    isVisible: product.isVisible,
    images: product.images,
    isVariationProduct: product.isVariationProduct,
    variationMaster: product.variationMaster,
    variationAttributes: product.variationAttributes,
    variations: product.variations,
    productVariationSelection: product.productVariationSelection,
    bulkPrices: product.bulkPrices.map((tier) => ({ quantity: { amount: tier.quantity }, price: tier.price })),
    mainCategoryId: product.mainCategoryId,
    hasCrossSelling: product.hasCrossSelling,
  };
}
