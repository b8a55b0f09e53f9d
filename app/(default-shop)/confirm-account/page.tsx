import ConfirmAccountPage, { generateMetadata as metadataOfConfirmAccountPage } from '@/app/[shop]/[mode]/[locale]/confirm-account/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Per shopper or per query, as the same page of the internal tree is; never at build time.
export const dynamic = 'force-dynamic';

export const generateMetadata = forDefaultShop(metadataOfConfirmAccountPage);

export default forDefaultShop(ConfirmAccountPage);
