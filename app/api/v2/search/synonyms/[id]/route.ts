import { searchOwnerEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { deleteSynonym, updateSynonym } from '@/lib/server/search/synonyms';

export const PUT = handle(searchOwnerEndpoints.updateSearchSynonym, async ({ shop, locale, params, body }) => updateSynonym(shop, locale, params.id, body.words));

export const DELETE = handle(searchOwnerEndpoints.deleteSearchSynonym, async ({ shop, locale, params }) => deleteSynonym(shop, locale, params.id));
