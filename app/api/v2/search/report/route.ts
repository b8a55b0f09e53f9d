import { searchOwnerEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { searchReport } from '@/lib/server/search/search-report';

export const GET = handle(searchOwnerEndpoints.getSearchReport, async ({ shop, locale, query }) => searchReport(shop, locale, query.week));
