import { PAGE_CONTENT_LIMITS, type Block } from '@/lib/schemas/page-content';

/** An uploaded image as a block stores it. */
export interface UploadedImage {
  relativeDownloadUrl: string;
  width: number;
  height: number;
}

/** Page-level blocks of the editor's page: with two texts in each layout, PAGE_CONTENT_LIMITS.blocks in all. */
const PAGE_LEVEL = 168;
/** Every tenth block from the sixth is an image with a headline, from the eighth (below 160) a two-column layout. */
const isImage = (index: number) => index % 10 === 5;
const isLayout = (index: number) => index % 10 === 7 && index < 160;

export type BenchBlockKind = 'text' | 'image' | 'layout';

/** What the page-level block at `index` is. */
export const kindAt = (index: number): BenchBlockKind => (isImage(index) ? 'image' : isLayout(index) ? 'layout' : 'text');

/** The indexes of the page-level blocks of a kind, in page order (Layers lists them so). */
export const indexesOf = (kind: BenchBlockKind): number[] => Array.from({ length: PAGE_LEVEL }, (_, i) => i).filter((i) => kindAt(i) === kind);

export const blockId = (index: number) => `bench-${index}`;

const text = (id: string, words: string): Block => ({ _id: id, type: 'text', data: { content: `<p>${words}</p>` } });

/**
 * The editor bench's page, as large as the editor lets a page grow (200 blocks), of the blocks whose
 * fields the bench changes: texts ("Block 12 of the editor page: …"), images with a headline (whose
 * colour changes) and two-column layouts with a text in each column (whose column count changes).
 */
export function editorPageContent(image: UploadedImage) {
  const blocks = Array.from({ length: PAGE_LEVEL }, (_, i): Block => {
    const id = blockId(i);
    switch (kindAt(i)) {
      case 'image':
        return { _id: id, type: 'image', data: { src: image.relativeDownloadUrl, width: image.width, height: image.height, alt: `Picture ${i}`, headline: `Picture ${i}` } };
      case 'layout':
        return { _id: id, type: 'multi-column', data: {}, columns: [0, 1].map((column) => [text(`${id}-${column}`, `Column ${column + 1} of block ${i}`)]) };
      default:
        return text(id, `Block ${i} of the editor page: a paragraph an owner might write about the shop.`);
    }
  });
  const count = blocks.reduce((sum, block) => sum + 1 + (block.columns?.flat().length ?? 0), 0);
  if (count !== PAGE_CONTENT_LIMITS.blocks) throw new Error(`the editor's bench page has ${count} blocks, not ${PAGE_CONTENT_LIMITS.blocks}`);
  return { version: 1, blocks };
}
