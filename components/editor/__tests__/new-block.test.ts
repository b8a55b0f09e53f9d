import { blockDefinitions } from '@/components/blocks/definitions';
import { BLOCK_TYPES } from '@/components/blocks/definitions';
import { pageContentSchema } from '@/lib/schemas/page-content';
import { stepMove } from '../block-moves';
import { newBlock } from '../new-block';
import { applyAction } from '../state/actions';

describe('new blocks from the palette', () => {
  it.each(BLOCK_TYPES)('a new %s block is valid page content with its schema’s defaults', (type) => {
    const block = newBlock(type, 'b-new');
    expect(pageContentSchema.safeParse({ version: 1, blocks: [block] }).success).toBe(true);
    expect(blockDefinitions[type].schema.safeParse(block.data).success).toBe(true);
  });

  it('gives multi-column and image-with-text two empty columns, the headlines one', () => {
    expect(newBlock('multi-column').columns).toEqual([[], []]);
    expect(newBlock('image-with-text').columns).toEqual([[], []]);
    expect(newBlock('headline-block').columns).toEqual([[]]);
    expect(newBlock('text').columns).toBeUndefined();
  });
});

describe('Move up and Move down', () => {
  const text = (id: string) => ({ _id: id, type: 'text', data: { content: id } });
  const page = [text('a'), { _id: 'cols', type: 'multi-column', data: {}, columns: [[text('b'), text('c')], []] }, text('d')];
  const ids = (blocks: typeof page): unknown[] => blocks.map((b) => ('columns' in b && b.columns ? { [b._id]: b.columns.map((c) => ids(c as typeof page)) } : b._id));

  it('moves a step within a list, and out of a column before or after its layout', () => {
    expect(ids(applyAction(page, stepMove(page, 'c', -1)!, 'hosted') as typeof page)).toEqual(['a', { cols: [['c', 'b'], []] }, 'd']);
    expect(ids(applyAction(page, stepMove(page, 'b', -1)!, 'hosted') as typeof page)).toEqual(['a', 'b', { cols: [['c'], []] }, 'd']);
    expect(ids(applyAction(page, stepMove(page, 'c', 1)!, 'hosted') as typeof page)).toEqual(['a', { cols: [['b'], []] }, 'c', 'd']);
    expect(stepMove(page, 'a', -1)).toBeNull();
    expect(stepMove(page, 'd', 1)).toBeNull();
  });
});
