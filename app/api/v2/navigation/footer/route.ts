import { navigationEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getNavigation } from '@/lib/server/content/navigation';
import { saveNavigation } from '@/lib/server/content/save-navigation';

export const GET = handle(navigationEndpoints.getFooterNavigation, async ({ shop, locale, owner }) =>
  getNavigation(shop, locale, 'footer', { includeHidden: Boolean(owner) }));

export const PUT = handle(navigationEndpoints.putFooterNavigation, async ({ shop, locale, body }) =>
  saveNavigation(shop, locale, 'footer', body));
