'use client';

import { editedDeviceValue, type DeviceValues } from '@/lib/schemas/device-values';
import type { Block } from '@/lib/schemas/page-content';
import { useEditor, useEditorStore } from '../editor-store-context';
import type { WorkbenchLabels } from '../labels';
import { setDeviceValue } from '../state/device-values';
import styles from '../workbench.module.css';
import { SelectField } from './basic-fields';
import { DeviceValueStatus } from './device-value-field';

interface DeviceChoiceFieldProps<V extends string> {
  block: Pick<Block, '_id'> & { data: object };
  /** The data field: the desktop's value; tablets' and phones' own are in `data.devices`. */
  field: string;
  label: string;
  /** The scale, its first entry being what a block without a value shows (device-choices.ts). */
  options: readonly { value: V; label: string }[];
  ui: WorkbenchLabels['ui'];
  /** What a block that never stored values per device stands for (a layout stacks on phones). */
  defaults?: DeviceValues<Record<string, unknown>>;
}

/**
 * A setting chosen from a scale whose value may differ by device (text alignment, headline size,
 * spacing, an image's height), inside the block's DeviceValueGroup: it edits the value of the device
 * previewed, one undo step a choice. On the desktop it sets the block's field (the scale's first entry
 * leaves it out, as a block without the setting); on tablets and phones the device's own value.
 */
export function DeviceChoiceField<V extends string>({ block, field, label, options, ui, defaults }: DeviceChoiceFieldProps<V>) {
  const store = useEditorStore();
  const device = useEditor((state) => state.viewport);
  const data = block.data as Record<string, unknown>;
  const devices = (data['devices'] as DeviceValues<Record<string, V>> | undefined) ?? defaults as DeviceValues<Record<string, V>> | undefined;
  const { value, from, inheritsFrom } = editedDeviceValue(data[field] as V | undefined, devices, field, device);
  const fallback = options[0]!.value;
  const dispatch = (next: V | undefined) => {
    if (device === 'desktop') store.getState().dispatch({ type: 'update', id: block._id, data: { [field]: next === fallback ? undefined : next } });
    else store.getState().dispatch(setDeviceValue(block as Block, device, field, next, defaults));
  };
  return (
    // Named after the field, so that each field's status and "Inherit from …" belong to it in the device's group.
    <div role="group" aria-label={label} className={styles.deviceChoice}>
      <SelectField label={label} value={value ?? fallback} options={[...options]} onChange={(chosen) => dispatch(chosen as V)} />
      <DeviceValueStatus device={device} from={from} ui={ui} inherit={inheritsFrom ? { from: inheritsFrom, run: () => dispatch(undefined) } : undefined} />
    </div>
  );
}
