import type { LayoutBlockType } from '@/components/blocks/definitions';
import type { BlockViewProps } from '../types';
import styles from './view.module.css';

/** Layout blocks (headline-block, nested-headline-block, multi-column, image-with-text): columns of blocks. */
export function LayoutBlock({ block, renderBlocks }: BlockViewProps<LayoutBlockType>) {
  const columns = block.columns ?? [];
  return (
    <div
      className={`block-layout block-layout--${block.type} ${styles.layout} ${styles[block.type] ?? ''}`}
      style={{ ['--columns' as string]: Math.max(columns.length, 1) }}
    >
      {columns.map((column, index) => (
        <div className={`block-layout__column ${styles.column}`} key={`${block._id}-${index}`}>{renderBlocks(column)}</div>
      ))}
    </div>
  );
}
