import ThemeManagerPage, { generateMetadata as metadataOfThemeManagerPage } from '@/app/[shop]/[mode]/[locale]/thememanager/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Per shopper or per query, as the same page of the internal tree is; never at build time.
export const dynamic = 'force-dynamic';

export const generateMetadata = forDefaultShop(metadataOfThemeManagerPage);

export default forDefaultShop(ThemeManagerPage);
