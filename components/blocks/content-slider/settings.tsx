'use client';

import { NumberField, ToggleField } from '@/components/editor/fields/basic-fields';
import { ImageListField, type ListedImage } from '@/components/editor/fields/image-list-field';
import { numberRule, textRule, toggleState, videoLinkRule } from '@/components/editor/fields/rules';
import { useBlockUpdate, useDataField } from '@/components/editor/fields/use-field-draft';
import { useEditorStore } from '@/components/editor/editor-store-context';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { findBlock } from '@/components/blocks/block-tree';
import { CONTENT_SLIDER_MAX_IMAGES, contentSliderBlockSchema } from './schema';

const { shape } = contentSliderBlockSchema;
const slideShape = shape.images.unwrap().element.shape;
const TOGGLES = ['autoPlay', 'showNav', 'showThumbnails', 'showBullets'] as const;

/** A content slider: its images in order, how it plays, and what it shows around them (spec section 3). */
export function ContentSliderSettings({ block, labels }: BlockSettingsProps<'content-slider'>) {
  const { fields, validation } = labels;
  const store = useEditorStore();
  const update = useBlockUpdate(block._id);
  const intervalRule = numberRule(shape.slideInterval, validation, 500);
  const interval = useDataField(block, 'slideInterval', intervalRule);
  const editImages = (change: (images: ListedImage[]) => ListedImage[], typing: boolean) => {
    const current = findBlock(store.getState().blocks, block._id)?.data.images;
    update({ images: change(Array.isArray(current) ? (current as ListedImage[]) : []) }, typing);
  };
  return (
    <>
      <ImageListField label={fields.images} images={block.data.images ?? []} max={CONTENT_SLIDER_MAX_IMAGES} labels={labels}
        rules={{ alt: textRule(slideShape.alt, validation), video: videoLinkRule(slideShape.video, validation) }} edit={editImages} />
      {TOGGLES.map((name) => (
        <ToggleField key={name} label={fields[name]} value={toggleState(shape[name], block.data[name])} onChange={(checked) => update({ [name]: checked }, false)} />
      ))}
      <NumberField label={fields.slideInterval} min={intervalRule.min} max={intervalRule.max} step={intervalRule.step} {...interval} />
    </>
  );
}
