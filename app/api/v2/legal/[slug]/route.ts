import { legalEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getLegalPage, updateLegalPage } from '@/lib/server/content/legal-pages';
import { findLegalPage } from '@/lib/server/content/pages';
import { currentVersion, settingsResource } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the legal page's settings version as its ETag, which a PATCH names in If-Match. */
export const GET = handle(legalEndpoints.getLegalPage, async ({ shop, locale, owner, params, etag }) => {
  const page = await getLegalPage(shop, locale, params.slug, Boolean(owner));
  const found = owner ? await findLegalPage(shop, locale, params.slug) : null;
  if (found) etag(await currentVersion(shop.id, settingsResource('page', found.id)));
  return page;
});

export const PATCH = handle(legalEndpoints.updateLegalPage, async ({ shop, locale, owner, params, body, expectedVersion, etag }) =>
  updateLegalPage(shop, locale, params.slug, body, owner!.ownerId, { expectedVersion, onVersion: etag }),
{ current: ({ shop, locale, params }) => getLegalPage(shop, locale, params.slug, true) });
