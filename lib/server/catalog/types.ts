import type { Swatch } from '@/lib/catalog/swatches';
import type { FormattedMoney } from '@/lib/money';
import type { SortOption } from '@/lib/catalog/listing';

export interface ProductImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a product tile in a listing shows. */
export interface ProductCard {
  productId: string;
  sku: string;
  name: string;
  slug: string;
  manufacturer: string | null;
  price: FormattedMoney;
  stockLevel: number;
  available: boolean;
  isVariationMaster: boolean;
  image: ProductImage | null;
  /** A variation master's colours (empty for other products). */
  swatches: Swatch[];
  /** The approved reviews' average and number; absent without reviews. */
  rating?: { average: number; count: number };
}

export interface Category {
  categoryId: string;
  parentId: string | null;
  slug: string;
  title: string;
  titleTag: string | null;
  metaDescription: string | null;
  isVisible: boolean;
}

/** One page of a product list (spec section 3, category product data). */
export interface ProductList {
  products: ProductCard[];
  totalNumberOfProducts: number;
  page: number;
  resultsPerPage: number;
  sort: SortOption;
}

export interface VariationAttribute {
  name: string;
  displayName: string;
  values: { value: string; displayValue: string }[];
}

export interface Variation {
  productId: string;
  slug: string;
  available: boolean;
  attributes: { name: string; value: string }[];
}

export interface BulkPrice {
  quantity: number;
  price: FormattedMoney;
}

/** Everything the product page shows (spec section 3, Product). */
export interface ProductDetail extends Omit<ProductCard, 'swatches'> {
  description: string;
  /** Global trade item number and manufacturer part number, when the product has them (structured data, feeds). */
  gtin: string | null;
  mpn: string | null;
  metaDescription: string | null;
  isVisible: boolean;
  images: ProductImage[];
  isVariationProduct: boolean;
  variationMaster: { productId: string; slug: string } | null;
  variationAttributes: VariationAttribute[];
  variations: Variation[];
  productVariationSelection: { name: string; value: string }[];
  bulkPrices: BulkPrice[];
  mainCategoryId: string | null;
  hasCrossSelling: boolean;
}
