import { navigationEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { legalNavigation } from '@/lib/server/content/legal-pages';

export const GET = handle(navigationEndpoints.getLegalNavigation, async ({ shop, locale, owner }) =>
  legalNavigation(shop, locale, Boolean(owner)));
