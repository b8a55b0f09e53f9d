import type { RenderBlock } from '@/components/blocks/render-block';

/**
 * The canvas's blocks with the images still uploading shown from the owner's own files: an image block in
 * `localImages` shows its local (blob:) address, without the stored size and crop of the image it replaces.
 * The same array while nothing uploads, and the same objects for every block an upload does not touch, so
 * that the canvas renders again only the block whose image changes.
 */
export function withLocalImages(blocks: RenderBlock[], localImages: Readonly<Record<string, string>>): RenderBlock[] {
  if (Object.keys(localImages).length === 0) return blocks;
  let changed = false;
  const shown = blocks.map((block): RenderBlock => {
    if ('problem' in block) return block;
    const local = localImages[block._id];
    if (local !== undefined && block.type === 'image') {
      changed = true;
      return { ...block, data: { ...block.data, src: local, width: undefined, height: undefined, crop: undefined } };
    }
    if (!block.columns) return block;
    const columns = block.columns.map((column) => withLocalImages(column, localImages));
    if (columns.every((column, index) => column === block.columns![index])) return block;
    changed = true;
    return { ...block, columns } as RenderBlock;
  });
  return changed ? shown : blocks;
}
