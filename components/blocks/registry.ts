import type { BlockType } from '@/lib/schemas/block-types';
import { CategorySwiperBlock } from './category-swiper/view';
import { CategoryBlock } from './category/view';
import { ContactFormBlock } from './contact-form/view';
import { ContentSliderBlock } from './content-slider/view';
import { HtmlBlock } from './html/view';
import { ImageBlock } from './image/view';
import { LayoutBlock } from './layout/view';
import { MapsBlock } from './maps/view';
import { ProductSliderBlock } from './product-slider/view';
import { TextBlock } from './text/view';
import type { BlockView } from './types';
import { VideoBlock } from './video/view';

/** Storefront views by block type, each typed by its own data (definitions.ts). */
export const blockViews: { [K in BlockType]: BlockView<K> } = {
  text: TextBlock,
  image: ImageBlock,
  video: VideoBlock,
  'content-slider': ContentSliderBlock,
  maps: MapsBlock,
  'contact-form': ContactFormBlock,
  html: HtmlBlock,
  category: CategoryBlock,
  'category-swiper': CategorySwiperBlock,
  'product-slider': ProductSliderBlock,
  'headline-block': LayoutBlock,
  'nested-headline-block': LayoutBlock,
  'multi-column': LayoutBlock,
  'image-with-text': LayoutBlock,
};
