import { searchOwnerEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { deletePin } from '@/lib/server/search/pins';

export const DELETE = handle(searchOwnerEndpoints.deleteSearchPin, async ({ shop, locale, params }) => deletePin(shop, locale, params.id));
