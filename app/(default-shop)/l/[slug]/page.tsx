import LegalPage, { generateMetadata as metadataOfLegalPage } from '@/app/[shop]/[mode]/[locale]/l/[slug]/page';
import { forDefaultShop } from '@/app/(default-shop)/_lib/default-shop';

// Rendered on demand and cached, as the same page of the internal tree is.
export async function generateStaticParams() {
  return [];
}

export const generateMetadata = forDefaultShop(metadataOfLegalPage);

export default forDefaultShop(LegalPage);
