import { MAX_PAGE, MAX_RESULTS_PER_PAGE } from '@/lib/catalog/listing';

/** Reads a page number from the address: at least 1, at most MAX_PAGE (20); anything else is page 1. */
export function capPage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/** One request of a listing: `page` counted in units of `resultsPerPage`. */
export interface PageBatch {
  page: number;
  resultsPerPage: number;
}

/**
 * The requests that load listing pages `loadedPages + 1 .. requestedPages` of `perPage` products each,
 * at most 100 products per request (spec section 7). A batch spans whole listing pages and starts at a
 * multiple of its own size, so the API's page arithmetic reaches it; the last one may reach further.
 */
export function pageBatches(loadedPages: number, requestedPages: number, perPage: number): PageBatch[] {
  const pagesPerBatchCap = Math.max(1, Math.floor(MAX_RESULTS_PER_PAGE / perPage));
  const wanted = requestedPages - loadedPages;
  if (wanted <= 0) return [];
  let pagesPerBatch = Math.min(pagesPerBatchCap, wanted);
  while (loadedPages % pagesPerBatch !== 0) pagesPerBatch -= 1;
  const batches: PageBatch[] = [];
  for (let from = loadedPages; from < requestedPages; from += pagesPerBatch) {
    batches.push({ page: from / pagesPerBatch + 1, resultsPerPage: pagesPerBatch * perPage });
  }
  return batches;
}
