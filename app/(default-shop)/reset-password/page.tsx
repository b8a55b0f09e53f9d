import ResetPasswordPage, { generateMetadata as metadataOfResetPasswordPage } from '@/app/[shop]/[mode]/[locale]/reset-password/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Per shopper or per query, as the same page of the internal tree is; never at build time.
export const dynamic = 'force-dynamic';

export const generateMetadata = forDefaultShop(metadataOfResetPasswordPage);

export default forDefaultShop(ResetPasswordPage);
