import { pageContentSchema, PAGE_CONTENT_VERSION, type Block, type PageContent } from '@/lib/schemas/page-content';
import type { ImageRef } from '../images';

/**
 * Builds the blocks of one document. Ids count up per document, so the same page has the same
 * block ids in every locale (block b-3 of the English page is block b-3 of the German one).
 */
export class BlockBuilder {
  private count = 0;

  private block(type: string, data: Record<string, unknown>, columns?: Block[][]): Block {
    this.count += 1;
    return { _id: `b-${this.count}`, type, data, ...(columns ? { columns } : {}) };
  }

  /** A layout block (headline-block, multi-column, image-with-text) holding its children per column. */
  layout(type: 'headline-block' | 'nested-headline-block' | 'multi-column' | 'image-with-text', columns: Block[][]): Block {
    return this.block(type, {}, columns);
  }

  text(html: string): Block {
    return this.block('text', { content: html });
  }

  image(image: ImageRef, options: { alt: string; headline?: string; text?: string; buttontext?: string; link?: string }): Block {
    return this.block('image', {
      src: image.url, width: image.width, height: image.height, alt: options.alt, link: options.link ?? '', opentab: false,
      headline: options.headline ?? '', text: options.text ?? '', buttontext: options.buttontext ?? '',
      buttonenabled: Boolean(options.buttontext), overlayOpacity: options.headline ? 0.3 : 0,
    });
  }

  video(src: string): Block {
    return this.block('video', { src });
  }

  contentSlider(images: { image: ImageRef; alt: string }[]): Block {
    return this.block('content-slider', {
      images: images.map(({ image, alt }) => ({ src: image.url, width: image.width, height: image.height, alt })),
      autoPlay: true, showNav: true, showThumbnails: false, slideInterval: 5000, showBullets: true,
    });
  }

  maps(src: string): Block {
    const iframe = `<iframe src="${src}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
    return this.block('maps', { iframe, src });
  }

  contactForm(): Block {
    return this.block('contact-form', {});
  }

  html(html: string): Block {
    return this.block('html', { html });
  }

  /** A category listing, as on a category page. */
  category(categoryId: string, pageSize = 12): Block {
    return this.block('category', { categoryId, pageSize });
  }

  categorySwiper(categoryId: string, size: number): Block {
    return this.block('category-swiper', { categoryId, showStock: true, showPrice: true, size });
  }

  productSlider(productIds: string[], id: string): Block {
    return this.block('product-slider', { productIds, id });
  }
}

/** Wraps blocks into stored page content, validated like every editor write. */
export function pageContent(blocks: Block[]): PageContent {
  return pageContentSchema.parse({ version: PAGE_CONTENT_VERSION, blocks });
}
