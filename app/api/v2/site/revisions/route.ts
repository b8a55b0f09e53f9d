import { siteEndpoints } from '@/lib/contract/site';
import { handle } from '@/lib/http/handle';
import { listSiteRevisions } from '@/lib/server/site/publish-site';

export const GET = handle(siteEndpoints.listSiteRevisions, ({ shop }) => listSiteRevisions(shop));
