'use client';

import type { ReactNode } from 'react';
import type { Breakpoint } from '@/lib/schemas/block-visibility';
import { fill, type WorkbenchLabels } from '../labels';
import styles from '../workbench.module.css';

interface DeviceValueFieldProps {
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
  children: ReactNode;
}

/**
 * A field whose value may differ by device (issue 30, values per device): it edits the value of the
 * device previewed on the canvas, says whether that device has a value of its own or inherits one (and
 * from which device), and offers to inherit again. The desktop's value is the base every device inherits.
 */
export function DeviceValueField({ device, from, inherit, ui, children }: DeviceValueFieldProps) {
  const own = from === device;
  return (
    <fieldset className={styles.deviceValue}>
      <legend>{fill(ui.valueForDevice, { device: ui[device] })}</legend>
      {children}
      {device !== 'desktop' && (
        <p className={styles.hint}>{own ? fill(ui.setForDevice, { device: ui[device] }) : fill(ui.inheritedFrom, { device: ui[from] })}</p>
      )}
      {inherit && <button type="button" onClick={inherit.run}>{fill(ui.inheritFrom, { device: ui[inherit.from] })}</button>}
    </fieldset>
  );
}
