import type { LayoutBlockType } from '@/components/blocks/definitions';
import type { BlockViewProps } from '../types';
import { columnsByDevice } from './columns-by-device';
import styles from './view.module.css';

/**
 * Layout blocks (headline-block, nested-headline-block, multi-column, image-with-text): columns of blocks,
 * as many side by side as the device's value says (CSS picks the one of the screen's width).
 */
export function LayoutBlock({ block, renderBlocks }: BlockViewProps<LayoutBlockType>) {
  const columns = block.columns ?? [];
  const perDevice = columnsByDevice(columns.length, block.data.devices);
  return (
    <div
      className={`block-layout block-layout--${block.type} ${styles.layout} ${styles[block.type] ?? ''}`}
      style={{
        ['--columns-phone' as string]: perDevice.phone,
        ['--columns-tablet' as string]: perDevice.tablet,
        ['--columns-desktop' as string]: perDevice.desktop,
      }}
    >
      {columns.map((column, index) => (
        <div className={`block-layout__column ${styles.column}`} key={`${block._id}-${index}`}>{renderBlocks(column)}</div>
      ))}
    </div>
  );
}
