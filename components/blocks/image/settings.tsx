'use client';

import { LineField, MultilineField, NumberField, SelectField, ToggleField } from '@/components/editor/fields/basic-fields';
import { choiceOptions } from '@/components/editor/fields/choice-labels';
import { DeviceChoiceField } from '@/components/editor/fields/device-choice-field';
import { DeviceValueGroup, DeviceValueStatus } from '@/components/editor/fields/device-value-field';
import { ImageCrop } from '@/components/editor/fields/image-crop';
import { ImageField } from '@/components/editor/fields/image-field';
import { numberRule, textRule, toggleState } from '@/components/editor/fields/rules';
import { useBlockUpdate, useDataField } from '@/components/editor/fields/use-field-draft';
import { useMemo } from 'react';
import { useEditor, useEditorStore } from '@/components/editor/editor-store-context';
import type { BlockSettingsProps, EditorBlock } from '@/components/editor/settings-props';
import { setDeviceValue } from '@/components/editor/state/device-values';
import type { WorkbenchLabels } from '@/components/editor/labels';
import { editedDeviceValue } from '@/lib/schemas/device-values';
import { HEADLINE_SIZES } from '../device-choices';
import { THEME_COLOURS } from './colours';
import { WHOLE_IMAGE } from './crop-style';
import { IMAGE_HEIGHTS, imageBlockSchema, type Crop } from './schema';

const { shape } = imageBlockSchema;

/** The overlay's colour fields, each a select of the theme's colours. */
const COLOUR_FIELDS = ['headlineColour', 'textColour', 'buttonColour'] as const;
const COLOUR_NAME_KEYS = {
  text: 'colourText', muted: 'colourMuted', primary: 'colourPrimary', accent: 'colourAccent', surface: 'colourSurface',
} as const;

/**
 * The crop of the device previewed on the canvas, a value per device (issue 30): the desktop's is the
 * block's `crop`, a tablet or phone may have its own (`devices`) or inherit the next wider device's.
 * Removing a tablet's or phone's crop shows the whole image there, whatever the wider devices crop.
 */
function DeviceCrop({ block, labels, image }: { block: EditorBlock<'image'>; labels: WorkbenchLabels; image: { src: string; width: number; height: number } }) {
  const store = useEditorStore();
  const device = useEditor((state) => state.viewport);
  const recommendedWidth = useEditor((state) => state.recommendedImageWidth);
  const { value, from, inheritsFrom } = editedDeviceValue(block.data.crop, block.data.devices, 'crop', device);
  const dispatch = (crop: Crop | undefined) => {
    if (device === 'desktop') store.getState().dispatch({ type: 'update', id: block._id, data: { crop } });
    else store.getState().dispatch(setDeviceValue(block, device, 'crop', crop));
  };
  return (
    <>
      <ImageCrop key={device} {...image} crop={value} recommendedWidth={recommendedWidth} labels={labels.crop}
        onChange={(next) => dispatch(next ?? (device === 'desktop' ? undefined : WHOLE_IMAGE))} />
      <DeviceValueStatus device={device} ui={labels.ui} from={from} inherit={inheritsFrom ? { from: inheritsFrom, run: () => dispatch(undefined) } : undefined} />
    </>
  );
}

/**
 * An image block: its picture, its crop, height and overlay headline size per device (the device previewed
 * on the canvas's), alternative text, link, and the overlay's headline, text and button.
 */
export function ImageSettings({ block, labels }: BlockSettingsProps<'image'>) {
  const { fields, validation } = labels;
  const device = useEditor((state) => state.viewport);
  const update = useBlockUpdate(block._id);
  const { src = '', width, height, alt = '' } = block.data;
  const store = useEditorStore();
  // The chosen file shows on the canvas at once, while it uploads.
  const onLocal = useMemo(() => ({
    show: (local: string) => store.getState().showLocalImage(block._id, local),
    end: (local: string) => store.getState().endLocalImage(block._id, local),
  }), [store, block._id]);
  const altText = useDataField(block, 'alt', textRule(shape.alt, validation));
  const link = useDataField(block, 'link', textRule(shape.link, validation, validation.link));
  const headline = useDataField(block, 'headline', textRule(shape.headline, validation));
  const text = useDataField(block, 'text', textRule(shape.text, validation));
  const buttonText = useDataField(block, 'buttontext', textRule(shape.buttontext, validation));
  const opacityRule = numberRule(shape.overlayOpacity, validation, 0.1);
  const opacity = useDataField(block, 'overlayOpacity', opacityRule);
  // The theme's colours by index, as stored; none keeps the overlay's own colours.
  const colourOptions = [
    { value: '', label: fields.colourDefault },
    ...THEME_COLOURS.map((name, index) => ({ value: String(index), label: fields[COLOUR_NAME_KEYS[name]] })),
  ];
  return (
    <>
      {/* The image's source and size change together, as one undo step never merged with typing; a new
          image drops the old one's crops, which would cut the wrong part of it. */}
      <ImageField label={fields.image} image={{ src, width, height }} alt={alt} ui={labels.ui} onLocal={onLocal}
        onChange={(image) => update({ ...image, crop: undefined, devices: undefined }, false)} />
      {src && (
        <DeviceValueGroup device={device} ui={labels.ui}>
          {width && height && <DeviceCrop block={block} labels={labels} image={{ src, width, height }} />}
          <DeviceChoiceField block={block} field="displayHeight" label={fields.displayHeight} options={choiceOptions(IMAGE_HEIGHTS, fields)} ui={labels.ui} />
          <DeviceChoiceField block={block} field="headlineSize" label={fields.headlineSize} options={choiceOptions(HEADLINE_SIZES, fields)} ui={labels.ui} />
        </DeviceValueGroup>
      )}
      <LineField label={fields.alt} {...altText} />
      <LineField label={fields.link} {...link} />
      <ToggleField label={fields.opentab} value={toggleState(shape.opentab, block.data.opentab)} onChange={(opentab) => update({ opentab }, false)} />
      <LineField label={fields.headline} {...headline} />
      <MultilineField label={fields.text} {...text} />
      <LineField label={fields.buttontext} {...buttonText} />
      <ToggleField label={fields.buttonenabled} value={toggleState(shape.buttonenabled, block.data.buttonenabled)}
        onChange={(buttonenabled) => update({ buttonenabled }, false)} />
      <NumberField label={fields.overlayOpacity} min={opacityRule.min} max={opacityRule.max} step={opacityRule.step} {...opacity} />
      {COLOUR_FIELDS.map((name) => (
        <SelectField key={name} label={fields[name]} options={colourOptions} value={String(block.data[name] ?? '')}
          onChange={(chosen) => update({ [name]: chosen === '' ? undefined : Number(chosen) }, false)} />
      ))}
    </>
  );
}
