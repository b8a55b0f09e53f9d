import CartPage, { generateMetadata as metadataOfCartPage } from '@/app/[shop]/[mode]/[locale]/cart/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Per shopper or per query, as the same page of the internal tree is; never at build time.
export const dynamic = 'force-dynamic';

export const generateMetadata = forDefaultShop(metadataOfCartPage);

export default forDefaultShop(CartPage);
