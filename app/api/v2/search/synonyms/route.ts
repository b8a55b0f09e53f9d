import { searchOwnerEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { createSynonym, listSynonyms } from '@/lib/server/search/synonyms';

export const GET = handle(searchOwnerEndpoints.listSearchSynonyms, async ({ shop, locale }) => ({ items: await listSynonyms(shop, locale) }));

export const POST = handle(searchOwnerEndpoints.createSearchSynonym, async ({ shop, locale, body }) => createSynonym(shop, locale, body.words));
