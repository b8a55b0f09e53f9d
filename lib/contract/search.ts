import { z } from 'zod';
import { MAX_RESULTS_PER_PAGE } from '@/lib/catalog/listing';
import { sortOptionSchema } from './common';
import { commonQuerySchema, moneySchema, pageParam } from './common';
import { productCardSchema, productImageSchema, resultsPerPageParam, storableText } from './catalog';
import { defineEndpoint } from './endpoint';
import {
  MAX_SEARCH_LENGTH, MAX_FILTERS, DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, FACET_ID_PATTERN, DEFAULT_GROUPED_PRODUCTS, MAX_GROUPED_PRODUCTS,
  MAX_GROUPED_OTHERS, POPULAR_PRODUCTS,
} from './limits';


/** A filter: `{ id, value }` for a selection (or ListPrice as `min;max`), `{ id: 'ListPrice', min, max }` for the range. */
export const searchFilterSchema = z.object({
  id: z.string().max(80).regex(FACET_ID_PATTERN, 'Unknown facet id'),
  value: storableText(z.string().min(1).max(MAX_SEARCH_LENGTH)).optional(),
  min: z.number().nonnegative().max(1e7).optional(),
  max: z.number().nonnegative().max(1e7).optional(),
}).superRefine((filter, ctx) => {
  const ranged = filter.min !== undefined || filter.max !== undefined;
  if (ranged && filter.id !== 'ListPrice') ctx.addIssue({ code: 'custom', path: ['min'], message: 'Only ListPrice takes min and max' });
  if (ranged && filter.value !== undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Give a value or min and max, not both' });
  if (!ranged && filter.value === undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: 'A filter needs a value (or min and max for ListPrice)' });
});
export type SearchFilterInput = z.infer<typeof searchFilterSchema>;

const selectionFacetSchema = z.object({
  id: z.string(),
  type: z.literal('selection'),
  /** Display name of a variation attribute (PreDefString_*), else null: the storefront names the fixed facets. */
  label: z.string().nullable(),
  /** A filter of this facet is applied. */
  active: z.boolean(),
  values: z.array(z.object({
    value: z.string(), label: z.string(), selected: z.boolean(), matches: z.number().int().nonnegative(), visible: z.boolean(),
  })).max(1000),
});

const rangeFacetSchema = z.object({
  id: z.string(),
  type: z.literal('range'),
  label: z.string().nullable(),
  active: z.boolean(),
  /** The currency of the bounds and of the `min;max` filter: the shopper's market's (ISO 4217). */
  currency: z.string(),
  /** In currency units (whole units around the matching prices), like the `min;max` filter. */
  values: z.object({
    min: z.number(), max: z.number(), selected: z.boolean(),
    selection: z.object({ min: z.number(), max: z.number() }).nullable(),
  }),
});

export const facetSchema = z.discriminatedUnion('type', [selectionFacetSchema, rangeFacetSchema]);
export type FacetPayload = z.infer<typeof facetSchema>;

export const searchResultSchema = z.object({
  products: z.array(productCardSchema).max(MAX_RESULTS_PER_PAGE),
  /** When nothing matched: the nearest spelling of the query that finds products, else null. */
  didYouMean: z.string().nullable(),
  /** When nothing matched: popular products to show instead; empty otherwise. */
  popular: z.array(productCardSchema).max(POPULAR_PRODUCTS),
  totalNumberOfProducts: z.number().int().nonnegative(),
  /**
   * True when the query matched more than 1,000 products: the total and the facets' counts are then
   * counted over the first 1,000 matches, each at least what it says (shown as "1,000+"); false when exact.
   */
  totalIsEstimate: z.boolean(),
  facets: z.array(facetSchema).max(100),
  sort: sortOptionSchema,
  page: z.number().int().positive(),
  resultsPerPage: z.number().int().positive(),
});

export const suggestionSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** `/p/{slug}`, without language prefix. */
  href: z.string(),
  image: productImageSchema.nullable(),
  price: moneySchema,
});

/** A category, info or legal page, or brand whose name starts words with what was typed. */
const suggestedLinkSchema = z.object({
  label: z.string(),
  /** Without language prefix: `/c/{slug}`, `/i/{slug}`, `/l/{slug}`, or the search filtered by the brand. */
  href: z.string(),
});

export const suggestionGroupsSchema = z.object({
  products: z.array(suggestionSchema).max(MAX_GROUPED_PRODUCTS),
  categories: z.array(suggestedLinkSchema).max(MAX_GROUPED_OTHERS),
  pages: z.array(suggestedLinkSchema).max(MAX_GROUPED_OTHERS),
  brands: z.array(suggestedLinkSchema).max(MAX_GROUPED_OTHERS),
});

export const SUGGESTION_SORTS = ['relevance', 'createdAt-desc', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];

/** What POST /search (and the MCP endpoint's search_catalog) takes. */
export const searchBodySchema = z.object({
  query: storableText(z.string().trim().max(MAX_SEARCH_LENGTH)).default(''),
  filters: z.array(searchFilterSchema).max(MAX_FILTERS).default([]),
  sort: sortOptionSchema.optional(),
});

/** A facet parameter of GET /search: one value, or repeated. */
const facetParamText = storableText(z.string().max(2000));
const facetParamValue = z.union([facetParamText, z.array(facetParamText).max(MAX_FILTERS)]);

export const searchEndpoints = {
  suggestedSearch: defineEndpoint({
    method: 'GET', path: '/suggestedSearch', tag: 'Search', auth: 'public',
    summary: 'Products whose name matches the typed words by prefix or with a typo, best matches first.',
    query: commonQuerySchema.extend({
      q: storableText(z.string().trim().min(2).max(MAX_SEARCH_LENGTH)),
      limit: z.coerce.number().int().min(1).max(MAX_SUGGESTIONS).default(DEFAULT_SUGGESTIONS),
      sort: z.enum(SUGGESTION_SORTS).default('relevance'),
    }),
    response: z.array(suggestionSchema).max(MAX_SUGGESTIONS),
  }),
  suggestedSearchGroups: defineEndpoint({
    method: 'GET', path: '/suggestedSearch/grouped', tag: 'Search', auth: 'public',
    summary: 'Predictive search: products (as /suggestedSearch ranks them), visible categories, info and legal pages, and brands matching the typed words.',
    query: commonQuerySchema.extend({
      q: storableText(z.string().trim().min(2).max(MAX_SEARCH_LENGTH)),
      limit: z.coerce.number().int().min(1).max(MAX_GROUPED_PRODUCTS).default(DEFAULT_GROUPED_PRODUCTS),
    }),
    response: suggestionGroupsSchema,
  }),
  search: defineEndpoint({
    method: 'POST', path: '/search', tag: 'Search', auth: 'public',
    summary: 'Full-text product search with facet filters; answers one page of products and the facets with their counts.',
    query: commonQuerySchema.extend({ page: pageParam, resultsPerPage: resultsPerPageParam }),
    body: searchBodySchema.default({ query: '', filters: [] }),
    response: searchResultSchema,
  }),
  searchByQuery: defineEndpoint({
    method: 'GET', path: '/search', tag: 'Search', auth: 'public',
    summary: 'The same search as POST /search, with the filters as repeated query parameters (CategoryID=…&ListPrice=10;50).',
    // Facet parameters have open names (PreDefString_<attribute>), so other parameters pass here too;
    // only facet ids are read as filters, everything else is ignored.
    query: commonQuerySchema.extend({
      q: storableText(z.string().trim().max(MAX_SEARCH_LENGTH)).default(''),
      sort: sortOptionSchema.optional(),
      page: pageParam,
      resultsPerPage: resultsPerPageParam,
    }).catchall(facetParamValue),
    response: searchResultSchema,
  }),
};

export type SuggestionPayload = z.infer<typeof suggestionSchema>;
export type SuggestionGroupsPayload = z.infer<typeof suggestionGroupsSchema>;
export type SuggestedLinkPayload = z.infer<typeof suggestedLinkSchema>;
export type SearchResultPayload = z.infer<typeof searchResultSchema>;

// The owner's search tools and the storefront's counting beacon, under the same contract (lib/api/routes/search.ts, search-owner.ts, search-event.ts).
export { searchOwnerEndpoints, searchEventEndpoints } from './search-owner';
