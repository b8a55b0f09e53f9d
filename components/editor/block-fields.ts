import type { BlockType } from '@/lib/schemas/block-types';

/** How a field of a block's data is edited in the settings panel. */
export type FieldKind = 'line' | 'multiline' | 'toggle' | 'number' | 'list' | 'image';

export interface FieldSpec {
  /** The data field, which is also its label's message key (EditorFields) unless `label` names another. */
  name: string;
  kind: FieldKind;
  /** The label's message key when the field's name would mislabel it (an uploaded image's `src`). */
  label?: string;
  min?: number;
  max?: number;
  step?: number;
}

const line = (name: string): FieldSpec => ({ name, kind: 'line' });
const multiline = (name: string): FieldSpec => ({ name, kind: 'multiline' });
const toggle = (name: string): FieldSpec => ({ name, kind: 'toggle' });
const number = (name: string, min: number, max: number, step = 1): FieldSpec => ({ name, kind: 'number', min, max, step });

/**
 * The fields each block type's settings panel shows, in the spec's order (section 3, editor block
 * data). Layouts have none: their columns are set apart.
 */
export const BLOCK_FIELDS: Record<BlockType, FieldSpec[]> = {
  text: [multiline('content')],
  image: [{ name: 'src', kind: 'image', label: 'image' }, line('alt'), line('link'), toggle('opentab'), line('headline'), multiline('text'), line('buttontext'), toggle('buttonenabled'), number('overlayOpacity', 0, 1, 0.1)],
  video: [line('src')],
  'content-slider': [toggle('autoPlay'), toggle('showNav'), toggle('showThumbnails'), number('slideInterval', 1000, 60_000, 500), toggle('showBullets')],
  maps: [multiline('iframe')],
  'contact-form': [],
  html: [multiline('html')],
  category: [line('categoryId'), number('pageSize', 1, 48)],
  'category-swiper': [line('categoryId'), toggle('showStock'), toggle('showPrice'), number('size', 1, 24)],
  'product-slider': [{ name: 'productIds', kind: 'list' }],
  'headline-block': [],
  'nested-headline-block': [],
  'multi-column': [],
  'image-with-text': [],
};
