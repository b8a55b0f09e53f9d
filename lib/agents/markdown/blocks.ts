import type { RenderBlock, TypedBlock } from '@/components/blocks/render-block';
import type { BlockType } from '@/components/blocks/definitions';
import type { z } from 'zod';
import type { productListSchema } from '@/lib/contract/catalog';
import { htmlToMarkdown, markdownLink, markdownText, markdownUrl } from './text';

type ProductListPayload = z.output<typeof productListSchema>;

/** What blocks need beyond their own data to be written as Markdown. */
export interface BlockMarkdownContext {
  /** The shop's address, for owners' paths in links and images. */
  origin: string;
  /** The first page of what each listing block (category, slider) shows, by block id (BlockData.lists). */
  lists: Record<string, ProductListPayload>;
  /** The absolute Markdown address of a product, by its slug. */
  productUrl: (slug: string) => string;
}

type Writer<T extends BlockType> = (block: TypedBlock<T>, context: BlockMarkdownContext) => string;

const absolute = (origin: string, url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${origin.replace(/\/+$/, '')}${url}` : url);

const image = (origin: string, src: string, alt: string) => (src ? `![${markdownText(alt)}](${markdownUrl(absolute(origin, src))})` : '');

/** The products a listing block shows: a list of links with their prices, as the block's first page has them. */
const productList = (block: { _id: string }, context: BlockMarkdownContext) =>
  (context.lists[block._id]?.products ?? [])
    .map((p) => `- ${markdownLink(p.name, context.productUrl(p.slug))}: ${markdownText(p.price.formatted)}`).join('\n');

/**
 * Every block type as Markdown, written from the same data its view renders. What an agent cannot use
 * on its own (the contact form, which needs the page, and a map's embedded frame) leaves a link or
 * nothing; no raw HTML passes, since an owner's HTML is converted and scripts and frames dropped.
 */
const WRITERS: { [T in BlockType]: Writer<T> } = {
  text: (block, { origin }) => htmlToMarkdown(block.data.content, origin),
  html: (block, { origin }) => htmlToMarkdown(block.data.html, origin),
  image: ({ data }, { origin }) => {
    const caption = [data.headline && `**${markdownText(data.headline)}**`, data.text && markdownText(data.text)].filter(Boolean).join('\n\n');
    const picture = image(origin, data.src, data.alt);
    const button = data.link && data.buttonenabled && data.buttontext ? markdownLink(data.buttontext, absolute(origin, data.link)) : '';
    const linked = data.link && picture && !button ? `[${picture}](${markdownUrl(absolute(origin, data.link))})` : picture;
    return [linked, caption, button].filter(Boolean).join('\n\n');
  },
  'content-slider': ({ data }, { origin }) => data.images
    .map((slide) => [image(origin, slide.src, slide.alt), slide.video ? markdownLink(slide.alt || slide.video, slide.video) : ''].filter(Boolean).join(' '))
    .join('\n\n'),
  video: ({ data }) => (data.src ? markdownLink(data.title?.trim() || data.src, data.src) : ''),
  maps: ({ data }) => (data.src ? markdownLink(data.title?.trim() || data.src, data.src) : ''),
  'product-slider': productList,
  category: productList,
  'category-swiper': productList,
  'contact-form': () => '',
  // Layouts have nothing of their own: their columns follow (blocksToMarkdown).
  'headline-block': () => '',
  'nested-headline-block': () => '',
  'multi-column': () => '',
  'image-with-text': () => '',
  // A section reference has nothing of its own: its section's blocks, expanded into its column, follow.
  section: () => '',
};

/** A page's blocks as Markdown, layouts' columns one after the other; blocks that cannot be rendered are left out. */
export function blocksToMarkdown(blocks: RenderBlock[], context: BlockMarkdownContext): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if ('problem' in block) continue;
    const writer = WRITERS[block.type] as Writer<BlockType>;
    parts.push(writer(block, context));
    for (const column of block.columns ?? []) parts.push(blocksToMarkdown(column, context));
  }
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}
