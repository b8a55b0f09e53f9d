import { navigationEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getNavigation } from '@/lib/server/content/navigation';
import { saveNavigation } from '@/lib/server/content/save-navigation';

export const GET = handle(navigationEndpoints.getMainNavigation, async ({ shop, locale, owner }) =>
  getNavigation(shop, locale, 'main', { includeHidden: Boolean(owner) }));

export const PUT = handle(navigationEndpoints.putMainNavigation, async ({ shop, locale, body }) =>
  saveNavigation(shop, locale, 'main', body));
