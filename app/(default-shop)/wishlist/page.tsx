import WishlistPage, { generateMetadata as metadataOfWishlistPage } from '@/app/[shop]/[mode]/[locale]/wishlist/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Per shopper or per query, as the same page of the internal tree is; never at build time.
export const dynamic = 'force-dynamic';

export const generateMetadata = forDefaultShop(metadataOfWishlistPage);

export default forDefaultShop(WishlistPage);
