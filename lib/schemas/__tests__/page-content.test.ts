import { PAGE_CONTENT_LIMITS, pageContentSchema, type Block } from '../page-content';

function nested(depth: number): Block {
  let block: Block = { _id: `b${depth}`, type: 'text', data: { content: 'x' } };
  for (let level = depth - 1; level >= 1; level -= 1) block = { _id: `b${level}`, type: 'multi-column', data: {}, columns: [[block]] };
  return block;
}

describe('pageContentSchema', () => {
  it('accepts layouts nested up to the depth limit', () => {
    const result = pageContentSchema.safeParse({ version: 1, blocks: [nested(PAGE_CONTENT_LIMITS.depth)] });
    expect(result.success).toBe(true);
  });

  it('refuses deeper nesting, and survives a thousand levels without overflowing the stack', () => {
    expect(pageContentSchema.safeParse({ version: 1, blocks: [nested(PAGE_CONTENT_LIMITS.depth + 1)] }).success).toBe(false);
    expect(pageContentSchema.safeParse({ version: 1, blocks: [nested(1000)] }).success).toBe(false);
  });

  it('refuses more blocks than the limit and malformed ids', () => {
    const many = Array.from({ length: PAGE_CONTENT_LIMITS.blocks + 1 }, (_, i) => ({ _id: `b${i}`, type: 'text', data: {} }));
    expect(pageContentSchema.safeParse({ version: 1, blocks: many }).success).toBe(false);
    expect(pageContentSchema.safeParse({ version: 1, blocks: [{ _id: 'has space', type: 'text', data: {} }] }).success).toBe(false);
  });
});
