import { pageEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { duplicatePage } from '@/lib/server/content/duplicate-page';

export const POST = handle(pageEndpoints.duplicatePage, async ({ shop, locale, params, body }) =>
  duplicatePage(shop, locale, params.slug, body.newSlug, body.newTitle));
