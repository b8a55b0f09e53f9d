import { countBlocks } from '@/components/blocks/block-tree';
import { PAGE_CONTENT_LIMITS, pageContentSchema } from '@/lib/schemas/page-content';
import { editorPageContent, indexesOf, kindAt } from '../editor-content';

const image = { relativeDownloadUrl: '/media/demo/bench.png', width: 4, height: 3 };

describe("the editor bench's page", () => {
  it('is as large as a page may grow and valid as stored content', () => {
    const content = editorPageContent(image);
    expect(countBlocks(content.blocks)).toBe(PAGE_CONTENT_LIMITS.blocks);
    expect(pageContentSchema.safeParse(content).success).toBe(true);
  });

  it('has every kind the bench changes, and texts where the bench selects, moves and drags by name', () => {
    const content = editorPageContent(image);
    for (const kind of ['text', 'image', 'layout'] as const) {
      expect(indexesOf(kind).length).toBeGreaterThan(10);
      for (const index of indexesOf(kind)) expect(content.blocks[index]!.type).toBe({ text: 'text', image: 'image', layout: 'multi-column' }[kind]);
    }
    // Selected on the canvas and in Layers, moved, inserted near, dragged (and the drags' targets), deleted.
    for (const index of [0, 100, 104, 110, 114, 60, 64, 68, 72, 130, 134, 136, 140, 167]) expect(kindAt(index)).toBe('text');
  });
});
