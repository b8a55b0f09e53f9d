import { legalEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getLegalPage, updateLegalPage } from '@/lib/server/content/legal-pages';

export const GET = handle(legalEndpoints.getLegalPage, async ({ shop, locale, owner, params }) =>
  getLegalPage(shop, locale, params.slug, Boolean(owner)));

export const PATCH = handle(legalEndpoints.updateLegalPage, async ({ shop, locale, owner, params, body }) =>
  updateLegalPage(shop, locale, params.slug, body, owner!.ownerId));
