import SearchPage, { generateMetadata as metadataOfSearchPage } from '@/app/[shop]/[mode]/[locale]/search/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Per shopper or per query, as the same page of the internal tree is; never at build time.
export const dynamic = 'force-dynamic';

export const generateMetadata = forDefaultShop(metadataOfSearchPage);

export default forDefaultShop(SearchPage);
