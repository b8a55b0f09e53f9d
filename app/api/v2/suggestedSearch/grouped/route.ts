import { searchEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { suggestGroups } from '@/lib/server/search/suggest-groups';

export const GET = handle(searchEndpoints.suggestedSearchGroups, async ({ shop, locale, query }) =>
  suggestGroups(shop, locale, query));
