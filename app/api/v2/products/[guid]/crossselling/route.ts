import { catalogEndpoints } from '@/lib/contract/catalog';
import { handle } from '@/lib/http/handle';
import { getCrossSellingPayload } from '@/lib/server/catalog/cross-selling-payload';

export const GET = handle(catalogEndpoints.getCrossSelling, async ({ shop, locale, owner, params, query }) =>
  getCrossSellingPayload(shop, locale, params.guid, { includeHidden: owner !== null, size: query.size }));
