import type { LayoutBlockType } from '@/components/blocks/definitions';
import { BlockPlaceholder } from '../block-placeholder';
import type { BlockViewProps } from '../types';
import { choicesByDevice, deviceChoiceClasses } from '../device-choices';
import choices from '../device-choices.module.css';
import { columnsByDevice, layoutDevices } from './columns-by-device';
import styles from './view.module.css';

/**
 * Layout blocks (headline-block, nested-headline-block, multi-column, image-with-text): columns of blocks,
 * as many side by side as the device's value says (CSS picks the one of the screen's width), spaced
 * as the device's spacing says (a class per device that differs from the theme's). On the editor's canvas
 * an empty column shows a placeholder.
 */
export function LayoutBlock({ block, context, renderBlocks }: BlockViewProps<LayoutBlockType>) {
  const columns = block.columns ?? [];
  const perDevice = columnsByDevice(columns.length, block.data.devices);
  const spacing = deviceChoiceClasses(choicesByDevice(block.data.spacing, layoutDevices(block.data.devices), 'spacing', 'theme'), 'theme', 'spacing', choices);
  return (
    <div
      className={[`block-layout block-layout--${block.type}`, styles.layout, styles[block.type] ?? '', ...spacing].join(' ')}
      style={{
        ['--columns-phone' as string]: perDevice.phone,
        ['--columns-tablet' as string]: perDevice.tablet,
        ['--columns-desktop' as string]: perDevice.desktop,
      }}
    >
      {columns.map((column, index) => (
        <div className={`block-layout__column ${styles.column}`} key={`${block._id}-${index}`}>
          {/* An empty column would have no height on the editor's canvas, and an empty layout none at all. */}
          {column.length === 0 && context.mode === 'editor' ? <BlockPlaceholder text="columnPlaceholder" compact /> : renderBlocks(column)}
        </div>
      ))}
    </div>
  );
}
