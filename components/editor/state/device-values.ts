import { withDeviceValue, type DeviceValues, type OverrideDevice } from '@/lib/schemas/device-values';
import type { Block } from '@/lib/schemas/page-content';
import type { EditorAction } from './actions';

/**
 * The action that gives a block's `field` its own `value` on `device` (tablet or phone), or takes that
 * value away (undefined) so the device inherits the next wider one's again: an `update` of the block's
 * `data.devices`, one undo step. `defaults` stand for a block that never stored values per device (a
 * layout stacks on phones: layout/columns-by-device.ts).
 */
export function setDeviceValue(block: Block, device: OverrideDevice, field: string, value: unknown, defaults?: DeviceValues<Record<string, unknown>>): EditorAction {
  const stored = (block.data?.['devices'] as DeviceValues<Record<string, unknown>> | undefined) ?? defaults;
  return { type: 'update', id: block._id, data: { devices: withDeviceValue(stored, device, field, value) } };
}
