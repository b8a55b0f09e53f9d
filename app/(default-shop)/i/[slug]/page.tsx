import InfoPage, { generateMetadata as metadataOfInfoPage } from '@/app/[shop]/[mode]/[locale]/i/[slug]/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Rendered on demand and cached, as the same page of the internal tree is.
export async function generateStaticParams() {
  return [];
}

export const generateMetadata = forDefaultShop(metadataOfInfoPage);

export default forDefaultShop(InfoPage);
