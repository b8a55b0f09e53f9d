/** Content blocks a page can hold (spec section 3, editor block data). */
export const CONTENT_BLOCK_TYPES = [
  'text', 'image', 'video', 'content-slider', 'maps', 'contact-form', 'html',
  'category', 'category-swiper', 'product-slider',
] as const;

/** Layout blocks that arrange other blocks in `columns`. */
export const LAYOUT_BLOCK_TYPES = ['headline-block', 'nested-headline-block', 'multi-column', 'image-with-text'] as const;

export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];
export type LayoutBlockType = (typeof LAYOUT_BLOCK_TYPES)[number];
export type BlockType = ContentBlockType | LayoutBlockType;

/** Every block type, content and layout. */
export const BLOCK_TYPES = [...CONTENT_BLOCK_TYPES, ...LAYOUT_BLOCK_TYPES] as const;
