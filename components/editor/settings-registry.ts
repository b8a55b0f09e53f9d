import { CategorySwiperSettings } from '@/components/blocks/category-swiper/settings';
import { CategorySettings } from '@/components/blocks/category/settings';
import { ContactFormSettings } from '@/components/blocks/contact-form/settings';
import { ContentSliderSettings } from '@/components/blocks/content-slider/settings';
import { HtmlSettings } from '@/components/blocks/html/settings';
import { ImageSettings } from '@/components/blocks/image/settings';
import { LayoutSettings } from '@/components/blocks/layout/settings';
import { MapsSettings } from '@/components/blocks/maps/settings';
import { ProductSliderSettings } from '@/components/blocks/product-slider/settings';
import { TextSettings } from '@/components/blocks/text/settings';
import { VideoSettings } from '@/components/blocks/video/settings';
import type { BlockType } from '@/lib/schemas/block-types';
import type { BlockSettingsPanel } from './settings-props';

/**
 * Settings panels by block type, each typed by its own data (definitions.ts). Only the editor imports
 * them: lint keeps every panel out of the storefront's code, as components/blocks/registry.ts is for views.
 */
export const blockSettingsPanels: { [K in BlockType]: BlockSettingsPanel<K> } = {
  text: TextSettings,
  image: ImageSettings,
  video: VideoSettings,
  'content-slider': ContentSliderSettings,
  maps: MapsSettings,
  'contact-form': ContactFormSettings,
  html: HtmlSettings,
  category: CategorySettings,
  'category-swiper': CategorySwiperSettings,
  'product-slider': ProductSliderSettings,
  'headline-block': LayoutSettings,
  'nested-headline-block': LayoutSettings,
  'multi-column': LayoutSettings,
  'image-with-text': LayoutSettings,
};
