'use client';

import { useEditor, useEditorStore } from '@/components/editor/editor-store-context';
import { choiceOptions } from '@/components/editor/fields/choice-labels';
import { DeviceChoiceField } from '@/components/editor/fields/device-choice-field';
import { DeviceValueGroup } from '@/components/editor/fields/device-value-field';
import { fill } from '@/components/editor/labels';
import { newBlockId } from '@/components/editor/new-block';
import { sectionEditorHref } from '@/components/editor/sections/section-href';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { SPACINGS } from '../device-choices';

/**
 * A section reference: which section it shows, "Edit section" (the section in the editor, where a change
 * reaches every page using it once published) and "Detach" (this page's own copy of its blocks instead,
 * new ids, one undo step), and the space above and below its blocks on this page, a value per device.
 */
export function SectionSettings({ block, labels }: BlockSettingsProps<'section'>) {
  const store = useEditorStore();
  const section = useEditor((s) => s.sections[block.data.sectionId ?? '']);
  const device = useEditor((s) => s.viewport);
  const { ui, fields } = labels;
  return (
    <>
      <p>{section ? fill(ui.sectionOf, { name: section.name }) : ui.sectionMissing}</p>
      {section && (
        <p>
          <a href={sectionEditorHref(section.id)}>{ui.editSection}</a>{' '}
          <button type="button" onClick={() => store.getState().detach(block._id, newBlockId)}>{ui.detach}</button>
        </p>
      )}
      <DeviceValueGroup device={device} ui={ui}>
        <DeviceChoiceField block={block} field="spacing" label={fields.spacing} options={choiceOptions(SPACINGS, fields)} ui={ui} />
      </DeviceValueGroup>
    </>
  );
}
