'use client';

import { z } from 'zod';
import { NumberField } from '@/components/editor/fields/basic-fields';
import { choiceOptions } from '@/components/editor/fields/choice-labels';
import { DeviceChoiceField } from '@/components/editor/fields/device-choice-field';
import { DeviceValueGroup, DeviceValueStatus } from '@/components/editor/fields/device-value-field';
import { numberRule } from '@/components/editor/fields/rules';
import { useFieldDraft } from '@/components/editor/fields/use-field-draft';
import { useEditor, useEditorStore } from '@/components/editor/editor-store-context';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { setDeviceValue } from '@/components/editor/state/device-values';
import { columnRange } from '@/components/blocks/block-tree';
import type { LayoutBlockType } from '@/components/blocks/definitions';
import { editedDeviceValue, type OverrideDevice } from '@/lib/schemas/device-values';
import { SPACINGS } from '../device-choices';
import { columnsByDevice, LAYOUT_DEVICE_DEFAULT, layoutDevices } from './columns-by-device';

/** How many columns a layout of a type may have, as its definition says (the page tree refuses others). */
const columnCount = (type: LayoutBlockType) => {
  // A layout type's definition always names its columns (that is what makes it a layout).
  const { min, max } = columnRange(type)!;
  return z.number().int().min(min).max(max);
};

/** On desktops: how many columns the layout has. One column less moves its blocks into the column before it. */
function DesktopColumns({ block, labels }: BlockSettingsProps<LayoutBlockType>) {
  const store = useEditorStore();
  const rule = numberRule(columnCount(block.type), labels.validation);
  const columns = useFieldDraft<number | undefined>(block.columns?.length ?? 1, rule, (count) => {
    if (count !== undefined) store.getState().dispatch({ type: 'set-columns', id: block._id, count });
  });
  return <NumberField label={labels.ui.columns} min={rule.min} max={rule.max} step={rule.step} {...columns} />;
}

/** On tablets and phones: how many of the layout's columns sit side by side there (at most all of them). */
function DeviceColumns({ block, labels, device }: BlockSettingsProps<LayoutBlockType> & { device: OverrideDevice }) {
  const store = useEditorStore();
  const count = Math.max(block.columns?.length ?? 1, 1);
  const rule = numberRule(z.number().int().min(1).max(count), labels.validation);
  const dispatch = (value: number | undefined) => {
    store.getState().dispatch(setDeviceValue(block, device, 'columns', value, LAYOUT_DEVICE_DEFAULT));
  };
  const columns = useFieldDraft<number | undefined>(columnsByDevice(count, block.data.devices)[device], rule, (value) => {
    if (value !== undefined) dispatch(value);
  });
  const { from, inheritsFrom } = editedDeviceValue(count, layoutDevices(block.data.devices), 'columns', device);
  return (
    <>
      <NumberField label={labels.ui.columns} min={rule.min} max={rule.max} step={rule.step} {...columns} />
      <DeviceValueStatus device={device} ui={labels.ui} from={from} inherit={inheritsFrom ? { from: inheritsFrom, run: () => dispatch(undefined) } : undefined} />
    </>
  );
}

/**
 * Layouts (headline, nested headline, multi-column, image with text): their columns and spacing, values
 * per device (issue 30), the device previewed on the canvas's. On desktops the number of columns the
 * layout has; on tablets and phones how many of them sit side by side there.
 */
export function LayoutSettings({ block, labels }: BlockSettingsProps<LayoutBlockType>) {
  const device = useEditor((state) => state.viewport);
  const { fields, ui } = labels;
  return (
    <DeviceValueGroup device={device} ui={ui}>
      {/* Keyed by device: what the owner typed for one device never shows as another's. */}
      {device === 'desktop' ? <DesktopColumns block={block} labels={labels} /> : <DeviceColumns key={device} block={block} labels={labels} device={device} />}
      <DeviceChoiceField block={block} field="spacing" label={fields.spacing} options={choiceOptions(SPACINGS, fields)} ui={ui} defaults={LAYOUT_DEVICE_DEFAULT} />
    </DeviceValueGroup>
  );
}
