import { pageEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { addPageLanguage } from '@/lib/server/content/add-page-language';

export const POST = handle(pageEndpoints.addPageLanguage, async ({ shop, locale, params, body }) => addPageLanguage(shop, locale, params.slug, body));
