import { legalEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getLegalPage, updateLegalPage } from '@/lib/server/content/legal-pages';
import { findLegalPage } from '@/lib/server/content/pages';
import { readWithVersion, settingsResource } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the legal page's settings version as its ETag, which a PATCH names in If-Match. */
export const GET = handle(legalEndpoints.getLegalPage, async ({ shop, locale, owner, params, etag }) => {
  const found = owner ? await findLegalPage(shop, locale, params.slug) : null;
  if (!found) return getLegalPage(shop, locale, params.slug, Boolean(owner));
  const { value, version } = await readWithVersion(shop.id, settingsResource('page', found.id), () => getLegalPage(shop, locale, params.slug, true));
  etag(version);
  return value;
});

export const PATCH = handle(legalEndpoints.updateLegalPage, async ({ shop, locale, owner, params, body, expectedVersion, etag }) =>
  updateLegalPage(shop, locale, params.slug, body, owner!.ownerId, { expectedVersion, onVersion: etag }),
{ current: ({ shop, locale, params }) => getLegalPage(shop, locale, params.slug, true) });
