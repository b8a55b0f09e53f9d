import { siteEndpoints } from '@/lib/contract/site';
import { handle } from '@/lib/http/handle';
import { publishSiteChanges } from '@/lib/server/site/publish-site';

export const POST = handle(siteEndpoints.publishSiteChanges, ({ shop, owner }) => publishSiteChanges(shop, owner!.ownerId));
