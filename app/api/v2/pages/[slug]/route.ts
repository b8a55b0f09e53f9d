import { pageEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { deletePage } from '@/lib/server/content/delete-page';
import { getPage } from '@/lib/server/content/get-page';
import { updatePage } from '@/lib/server/content/patch-page';
import { putPage } from '@/lib/server/content/put-page';
import { findInfoPage, findLegalPage } from '@/lib/server/content/pages';
import { readWithVersion, settingsResource } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the page's settings version as its ETag, which a PATCH names in If-Match. */
export const GET = handle(pageEndpoints.getPage, async ({ shop, locale, owner, params, etag }) => {
  // Blank and legal pages answer here by their slug; their settings' version is the page's.
  const found = owner ? (await findInfoPage(shop, locale, params.slug)) ?? (await findLegalPage(shop, locale, params.slug)) : null;
  if (!found) return getPage(shop, locale, params.slug, Boolean(owner));
  const { value, version } = await readWithVersion(shop.id, settingsResource('page', found.id), () => getPage(shop, locale, params.slug, true));
  etag(version);
  return value;
});

export const PUT = handle(pageEndpoints.putPage, async ({ shop, locale, owner, params, body }) => {
  const { page, created } = await putPage(shop, locale, params.slug, body, owner!.ownerId);
  return created ? Response.json(page, { status: 201 }) : page;
});

export const PATCH = handle(pageEndpoints.updatePage, async ({ shop, locale, owner, params, body, expectedVersion, etag }) =>
  updatePage(shop, locale, params.slug, body, owner!.ownerId, { expectedVersion, onVersion: etag }),
{ current: ({ shop, locale, params }) => getPage(shop, locale, params.slug, true) });

export const DELETE = handle(pageEndpoints.deletePage, async ({ shop, locale, params }) =>
  deletePage(shop, locale, params.slug));
