import { searchOwnerEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { createPin, listPins } from '@/lib/server/search/pins';

export const GET = handle(searchOwnerEndpoints.listSearchPins, async ({ shop, locale }) => ({ items: await listPins(shop, locale) }));

export const POST = handle(searchOwnerEndpoints.createSearchPin, async ({ shop, locale, body }) => createPin(shop, locale, body));
