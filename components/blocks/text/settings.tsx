'use client';

import { useState } from 'react';
import { useEditor } from '@/components/editor/editor-store-context';
import { choiceOptions } from '@/components/editor/fields/choice-labels';
import { DeviceChoiceField } from '@/components/editor/fields/device-choice-field';
import { DeviceValueGroup } from '@/components/editor/fields/device-value-field';
import { RichTextField } from '@/components/editor/fields/rich-text-field';
import { useBlockUpdate } from '@/components/editor/fields/use-field-draft';
import { fill } from '@/components/editor/labels';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { HEADLINE_SIZES, TEXT_ALIGNS } from '../device-choices';
import { TEXT_CONTENT_MAX } from './schema';

/**
 * A text block's content, as rich text: each change is stored as the owner types (one undo step while
 * typing). A text over the schema's length is not stored, and the owner is told why, so that autosave
 * never sends a draft the server refuses. Keyed by the block, so that the editor's own state never
 * carries from one block to the next. Its alignment and headline size are values per device (issue 30):
 * the device previewed on the canvas's.
 */
export function TextSettings({ block, labels }: BlockSettingsProps<'text'>) {
  const update = useBlockUpdate(block._id);
  const [tooLong, setTooLong] = useState(false);
  const device = useEditor((state) => state.viewport);
  const { fields, ui } = labels;
  return (
    <>
      <RichTextField key={block._id} label={labels.fields.content} value={block.data.content ?? ''} labels={labels.richText}
        onChange={(content) => {
          setTooLong(content.length > TEXT_CONTENT_MAX);
          if (content.length <= TEXT_CONTENT_MAX) update({ content }, true);
        }} />
      {tooLong && <p role="alert">{fill(labels.validation.tooLong, { max: TEXT_CONTENT_MAX })}</p>}
      <DeviceValueGroup device={device} ui={ui}>
        <DeviceChoiceField block={block} field="align" label={fields.align} options={choiceOptions(TEXT_ALIGNS, fields)} ui={ui} />
        <DeviceChoiceField block={block} field="headlineSize" label={fields.headlineSize} options={choiceOptions(HEADLINE_SIZES, fields)} ui={ui} />
      </DeviceValueGroup>
    </>
  );
}
