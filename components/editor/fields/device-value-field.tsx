'use client';

import type { ReactNode } from 'react';
import type { Breakpoint } from '@/lib/schemas/block-visibility';
import { fill, type WorkbenchLabels } from '../labels';
import styles from '../workbench.module.css';

interface DeviceValueStatusProps {
  /** The device previewed on the canvas: the one whose value the field edits. */
  device: Breakpoint;
  /** The device the value shown comes from: `device` itself when it has its own. */
  from: Breakpoint;
  /**
   * When the device has a value of its own: takes it away (`run`), so that the device inherits again,
   * from the device `from`.
   */
  inherit?: { from: Breakpoint; run(): void };
  ui: WorkbenchLabels['ui'];
}

/**
 * The fields of a block whose values may differ by device (issue 30, values per device), in a group
 * named after the device previewed on the canvas ("For Phone"): they edit that device's values.
 */
export function DeviceValueGroup({ device, ui, children }: { device: Breakpoint; ui: WorkbenchLabels['ui']; children: ReactNode }) {
  return (
    <fieldset className={styles.deviceValue}>
      <legend>{fill(ui.valueForDevice, { device: ui[device] })}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Under a field with a value per device: whether the device has a value of its own or inherits one
 * (and from which device), and "Inherit from …" to inherit again. The desktop's value is the base every
 * device inherits, so the desktop has no status.
 */
export function DeviceValueStatus({ device, from, inherit, ui }: DeviceValueStatusProps) {
  if (device === 'desktop') return null;
  return (
    <>
      <p className={styles.hint}>{from === device ? fill(ui.setForDevice, { device: ui[device] }) : fill(ui.inheritedFrom, { device: ui[from] })}</p>
      {inherit && <button type="button" onClick={inherit.run}>{fill(ui.inheritFrom, { device: ui[inherit.from] })}</button>}
    </>
  );
}
