import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/blocks/page-blocks';
import type { PageBlocksProps } from '@/components/blocks/types';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { listSections } from '@/lib/server/content/sections/sections';
import { loadDocumentContent } from '@/app/[shop]/[mode]/[locale]/_lib/content-data';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';

/** A section the editor opens (`?section={id}`): its name and its draft's blocks with their data; 404 for no section of this shop. */
export async function loadSectionScreen(sf: Storefront, sectionId: string) {
  const section = (await listSections(sf.shop)).find((candidate) => candidate.id === sectionId);
  if (!section) notFound();
  return { section, ...(await loadDocumentContent(sf, { kind: 'section', id: section.id })) };
}

/** A section's blocks alone on the canvas, in the shop's layout, as they show on every page that places it. */
export function SectionScreen({ storefront, data, blocksView: Blocks = PageBlocks }: {
  storefront: Storefront;
  data: Awaited<ReturnType<typeof loadSectionScreen>>;
  blocksView?: ComponentType<PageBlocksProps>;
}) {
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.blocks}>
      <article className="content-page">
        <Blocks blocks={data.blocks} context={{ ...storefront, data: data.blockData }} isHome={false} />
      </article>
    </PageMessages>
  );
}
