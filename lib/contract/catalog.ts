import { z } from 'zod';
import { DEFAULT_RESULTS_PER_PAGE, MAX_RESULTS_PER_PAGE } from '@/lib/catalog/listing';
import { PRODUCT_SWIPER_SIZE } from '@/lib/catalog/product-swiper';
import { sortOptionSchema } from './common';
import { pageContentSchema } from '@/lib/schemas/page-content';
import { commonQuerySchema, moneySchema, pageParam, slugParam } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Refuses NUL characters and lone surrogates: PostgreSQL text cannot hold them, so they would fail the
 * query (a 500) instead of matching nothing. Same rule and message as the content contract's texts.
 */
export const storableText = <S extends z.ZodString>(schema: S) =>
  schema.refine((value) => !value.includes('\u0000') && value.isWellFormed(), 'Must be valid Unicode without NUL characters');

/** An id or a slug in a path or query parameter. */
const slugOrId = storableText(slugParam);

/** Most product ids one list request may name: one chunk (spec section 7, chunks of at most 100). */
export const MAX_PRODUCT_IDS = MAX_RESULTS_PER_PAGE;

export const productImageSchema = z.object({
  url: z.string().max(2000), width: z.number().int().positive(), height: z.number().int().positive(), alt: z.string().max(500),
});

/** A colour of a variation master, as its card shows it (lib/catalog/swatches.ts). */
const swatchSchema = z.object({
  value: z.string().max(200),
  label: z.string().max(200),
  /** A hex colour to paint, or null when the value names none. */
  colour: z.string().max(7).nullable(),
  /** Some variation in this colour is in stock. */
  available: z.boolean(),
  /** The first picture of a variation in this colour. */
  image: productImageSchema.nullable(),
});

/** A product tile in lists, search results and cross-selling. */
export const productCardSchema = z.object({
  productId: z.uuid(),
  sku: z.string().max(100),
  name: z.string().max(500),
  slug: z.string().max(200),
  /** Route of the product page without language prefix: `/p/{slug}`. */
  href: z.string().max(300),
  manufacturer: z.string().max(200).nullable(),
  price: moneySchema,
  stockLevel: z.number().int(),
  available: z.boolean(),
  isVariationMaster: z.boolean(),
  image: productImageSchema.nullable(),
  /** A variation master's colours, empty for other products. */
  swatches: z.array(swatchSchema).max(200),
  /** The approved reviews' average (one decimal) and number; absent without reviews. */
  rating: z.object({ average: z.number().min(1).max(5), count: z.number().int().min(1) }).optional(),
});

export const resultsPerPageParam = z.coerce.number().int().min(1).max(MAX_RESULTS_PER_PAGE).default(DEFAULT_RESULTS_PER_PAGE);

/** Ids given comma-separated and/or as a repeated parameter; an empty value means "no products". */
const productIdsParam = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).map((id) => id.trim()).filter(Boolean),
  z.array(z.uuid()).max(MAX_PRODUCT_IDS),
).optional();

export const productListSchema = z.object({
  products: z.array(productCardSchema).max(MAX_RESULTS_PER_PAGE),
  totalNumberOfProducts: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  resultsPerPage: z.number().int().positive(),
  sort: sortOptionSchema,
});

const variationAttributeSchema = z.object({
  name: z.string(), displayName: z.string(),
  values: z.array(z.object({ value: z.string(), displayValue: z.string() })).max(200),
});

/** Everything the product page shows (spec section 3, Product). */
export const productDetailSchema = productCardSchema.omit({ swatches: true }).extend({
  title: z.string(),
  description: z.string(),
  metaDescription: z.string().nullable(),
  isVisible: z.boolean(),
  images: z.array(productImageSchema).max(100),
  isVariationProduct: z.boolean(),
  variationMaster: z.object({ productId: z.uuid(), slug: z.string() }).nullable(),
  variationAttributes: z.array(variationAttributeSchema).max(20),
  variations: z.array(z.object({
    productId: z.uuid(), slug: z.string(), available: z.boolean(),
    attributes: z.array(z.object({ name: z.string(), value: z.string() })).max(20),
  })).max(1000),
  productVariationSelection: z.array(z.object({ name: z.string(), value: z.string() })).max(20),
  bulkPrices: z.array(z.object({ quantity: z.object({ amount: z.number().int() }), price: moneySchema })).max(50),
  mainCategoryId: z.uuid().nullable(),
  hasCrossSelling: z.boolean(),
});

/** Fields every category payload has; other contracts extend them. */
export const categoryFields = {
  categoryId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  titleTag: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** Route of the category page without language prefix: `/c/{slug}`. */
  url: z.string(),
  isVisible: z.boolean(),
};

export interface CategoryNodePayload {
  categoryId: string;
  slug: string;
  title: string;
  titleTag: string | null;
  metaDescription: string | null;
  url: string;
  isVisible: boolean;
  children: CategoryNodePayload[];
}

export const categoryNodeSchema: z.ZodType<CategoryNodePayload> = z.object({
  ...categoryFields,
  get children() {
    return z.array(categoryNodeSchema).max(500);
  },
}).meta({ id: 'CategoryNode' });

/** One category with the blocks shown above its listing (spec section 3, Category). */
export const categoryDetailSchema = z.object({ ...categoryFields, parentId: z.uuid().nullable(), content: pageContentSchema });

export const guidParams = z.object({ guid: slugOrId });

export const catalogEndpoints = {
  listProducts: defineEndpoint({
    method: 'GET', path: '/products', tag: 'Catalog', auth: 'public',
    summary: 'One page of visible products (simple ones and variation masters) of a category, of given ids (in their order), or of the shop.',
    query: commonQuerySchema.extend({
      categoryId: slugOrId.optional(),
      productIds: productIdsParam,
      sort: sortOptionSchema.optional(),
      page: pageParam,
      resultsPerPage: resultsPerPageParam,
    }),
    response: productListSchema,
  }),
  getProduct: defineEndpoint({
    method: 'GET', path: '/products/{guid}', tag: 'Catalog', auth: 'public',
    summary: 'A product by id or slug in the locale, with variations, images and bulk prices; hidden ones only for the owner.',
    params: guidParams,
    query: commonQuerySchema.extend({ slug: slugOrId.optional() }),
    response: productDetailSchema,
  }),
  getCrossSelling: defineEndpoint({
    method: 'GET', path: '/products/{guid}/crossselling', tag: 'Catalog', auth: 'public',
    summary: 'The visible products recommended with a product (its master for a variation), in their order: the first `size` (4 by default) with their tiles (isLoaded), the rest, up to 100, by id.',
    params: guidParams,
    query: commonQuerySchema.extend({
      /** How many of the products come with their tiles (spec section 9: cross-selling default size 4). */
      size: z.coerce.number().int().min(1).max(MAX_RESULTS_PER_PAGE).default(PRODUCT_SWIPER_SIZE),
    }),
    response: z.object({
      /** In order; a product not loaded is named by id only, and comes loaded with a larger size or from GET /products?productIds=. */
      products: z.array(z.union([
        productCardSchema.extend({ isLoaded: z.literal(true) }),
        z.object({ productId: z.uuid(), isLoaded: z.literal(false) }),
      ])).max(MAX_RESULTS_PER_PAGE),
      totalNumberOfProducts: z.number().int().nonnegative(),
      /** The owner's title of the product's cross-selling in the locale (its master's for a variation); null: the storefront's own. */
      manualCrossSellingTitle: z.string().nullable(),
    }),
  }),
  listCategories: defineEndpoint({
    method: 'GET', path: '/categories', tag: 'Catalog', auth: 'public',
    summary: 'The category tree in the locale; shoppers see visible categories only, the owner all of them.',
    query: commonQuerySchema,
    response: z.array(categoryNodeSchema).max(500),
  }),
  getCategory: defineEndpoint({
    method: 'GET', path: '/categories/{id}', tag: 'Catalog', auth: 'public', versioned: true,
    summary: 'One category by id or slug in the locale, with its content; hidden ones only for the owner.',
    params: z.object({ id: slugOrId }),
    query: commonQuerySchema,
    response: categoryDetailSchema,
  }),
};

export type ProductCardPayload = z.infer<typeof productCardSchema>;
export type ProductDetailPayload = z.infer<typeof productDetailSchema>;
export type CategoryDetailPayload = z.infer<typeof categoryDetailSchema>;
