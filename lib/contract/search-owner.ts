import { z } from 'zod';
import { storableText } from './catalog';
import { commonQuerySchema, uuidParam } from './common';
import { defineEndpoint } from './endpoint';
import { MAX_SEARCH_LENGTH } from './limits';

/** A synonym group's entry: a word or a short phrase. */
const synonymWordSchema = storableText(z.string().trim().min(1).max(60));
const synonymGroupSchema = z.object({ id: z.uuid(), words: z.array(z.string()).max(20) });
const synonymBodySchema = z.object({ words: z.array(synonymWordSchema).min(2).max(20) });

const searchPinSchema = z.object({
  id: z.uuid(),
  /** Normalised: lower case, single spaces. */
  query: z.string(),
  productId: z.uuid(),
  /** The product's name in the locale; null when it is not listed there. */
  productName: z.string().nullable(),
});

const reportRowSchema = z.object({
  query: z.string(),
  searches: z.number().int().nonnegative(),
  noResults: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a date');
const idParams = z.object({ id: uuidParam });

/** The owner's search tools: what shoppers searched, synonyms, pins. Each is per locale (`locale`). */
export const searchOwnerEndpoints = {
  getSearchReport: defineEndpoint({
    method: 'GET', path: '/search/report', tag: 'Search', auth: 'owner', errors: [401, 403],
    summary: 'What shoppers searched in one ISO week and locale: the top searches, searches without results and searches without clicks (counts only).',
    query: commonQuerySchema.extend({ week: isoDate.optional() }),
    response: z.object({
      week: z.string(),
      weeks: z.array(z.string()).max(30),
      top: z.array(reportRowSchema).max(50),
      noResults: z.array(reportRowSchema).max(50),
      noClicks: z.array(reportRowSchema).max(50),
    }),
  }),
  listSearchSynonyms: defineEndpoint({
    method: 'GET', path: '/search/synonyms', tag: 'Search', auth: 'owner', errors: [401, 403],
    summary: "The locale's synonym groups: words a search and the suggestions treat as the same.",
    query: commonQuerySchema,
    response: z.object({ items: z.array(synonymGroupSchema).max(1000) }),
  }),
  createSearchSynonym: defineEndpoint({
    method: 'POST', path: '/search/synonyms', tag: 'Search', auth: 'owner', errors: [401, 403], successStatus: 201,
    summary: 'Adds a synonym group (two or more different words) in the locale; searches apply it at once.',
    query: commonQuerySchema,
    body: synonymBodySchema,
    response: synonymGroupSchema,
  }),
  updateSearchSynonym: defineEndpoint({
    method: 'PUT', path: '/search/synonyms/{id}', tag: 'Search', auth: 'owner', errors: [401, 403],
    summary: "Replaces a synonym group's words.",
    params: idParams,
    query: commonQuerySchema,
    body: synonymBodySchema,
    response: synonymGroupSchema,
  }),
  deleteSearchSynonym: defineEndpoint({
    method: 'DELETE', path: '/search/synonyms/{id}', tag: 'Search', auth: 'owner', errors: [401, 403], successStatus: 204,
    summary: 'Removes a synonym group.',
    params: idParams,
    query: commonQuerySchema,
  }),
  listSearchPins: defineEndpoint({
    method: 'GET', path: '/search/pins', tag: 'Search', auth: 'owner', errors: [401, 403],
    summary: "The locale's pinned products, by query: each shown first in its query's results.",
    query: commonQuerySchema,
    response: z.object({ items: z.array(searchPinSchema).max(10_000) }),
  }),
  createSearchPin: defineEndpoint({
    method: 'POST', path: '/search/pins', tag: 'Search', auth: 'owner', errors: [401, 403, 409, 422], successStatus: 201,
    summary: 'Pins a product to the top of the results of a query (normalised) in the locale.',
    query: commonQuerySchema,
    body: z.object({ query: storableText(z.string().trim().min(1).max(MAX_SEARCH_LENGTH)), productId: z.uuid() }),
    response: searchPinSchema,
  }),
  deleteSearchPin: defineEndpoint({
    method: 'DELETE', path: '/search/pins/{id}', tag: 'Search', auth: 'owner', errors: [401, 403], successStatus: 204,
    summary: 'Unpins a product from a query.',
    params: idParams,
    query: commonQuerySchema,
  }),
};

/** What the storefront reports of a search, when the shopper's cookie choice allows statistics. */
export const searchEventEndpoints = {
  countSearchEvent: defineEndpoint({
    method: 'POST', path: '/search/events', tag: 'Search', auth: 'public', successStatus: 204,
    summary: 'Counts a search (and whether it found products) or a click on a found product, when the consent cookie allows statistics; stores counts only.',
    query: commonQuerySchema,
    body: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('search'), query: storableText(z.string().max(MAX_SEARCH_LENGTH)), found: z.boolean() }),
      z.object({ kind: z.literal('click'), query: storableText(z.string().max(MAX_SEARCH_LENGTH)) }),
    ]),
    rateLimit: { bucket: 'search-events', limit: 60, windowSeconds: 60 },
  }),
};

export type SearchReportPayload = z.output<NonNullable<typeof searchOwnerEndpoints.getSearchReport.response>>;
export type SynonymGroupPayload = z.infer<typeof synonymGroupSchema>;
export type SearchPinPayload = z.infer<typeof searchPinSchema>;
