import { siteEndpoints } from '@/lib/contract/site';
import { handle } from '@/lib/http/handle';
import { listSiteChanges } from '@/lib/server/site/site-changes';
import { discardSiteChanges } from '@/lib/server/site/publish-site';

export const GET = handle(siteEndpoints.listSiteChanges, async ({ shop }) => ({ changes: await listSiteChanges(shop) }));

/** Answers the list as it is afterwards: empty. */
export const DELETE = handle(siteEndpoints.discardSiteChanges, async ({ shop }) => {
  await discardSiteChanges(shop);
  return { changes: [] };
});
