'use client';

import { memo, useState } from 'react';
import type { Block } from '@/lib/schemas/page-content';
import { isBlockType } from '@/components/blocks/definitions';
import { BLOCK_NAME_KEYS } from './block-names';
import { stepMove } from './block-moves';
import { ConfirmDialog } from './confirm-dialog';
import { useEditor, useEditorStore } from './editor-store-context';
import { fill, type WorkbenchLabels } from './labels';
import { copyBlock } from './state/block-tree';
import { newBlockId } from './new-block';
import styles from './workbench.module.css';

/** A block's name in the outline: its type's name, and the start of its text where it has one. */
function blockName(block: Block, labels: WorkbenchLabels): string {
  const name = isBlockType(block.type) ? labels.blocks[BLOCK_NAME_KEYS[block.type]] ?? block.type : block.type;
  const text = typeof block.data.content === 'string' ? block.data.content.replace(/<[^>]*>/g, ' ').trim().slice(0, 40) : '';
  return text ? `${name}: ${text}` : name;
}

const Row = memo(function Row({ block, labels }: { block: Block; labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const selected = useEditor((s) => s.selectedId === block._id);
  const [confirming, setConfirming] = useState(false);
  const { ui } = labels;
  const name = blockName(block, labels);
  const move = (direction: -1 | 1) => {
    const action = stepMove(store.getState().blocks, block._id, direction);
    if (action) store.getState().dispatch(action);
  };
  return (
    <li className={styles.row} data-selected={selected || undefined}>
      <div className={styles.rowHead}>
        <button type="button" className={styles.rowName} aria-pressed={selected} onClick={() => store.getState().select(block._id)}>{name}</button>
        <span className={styles.rowActions}>
          <button type="button" aria-label={`${ui.moveUp}: ${name}`} title={ui.moveUp} onClick={() => move(-1)}>↑</button>
          <button type="button" aria-label={`${ui.moveDown}: ${name}`} title={ui.moveDown} onClick={() => move(1)}>↓</button>
          <button type="button" aria-label={`${ui.duplicateBlock}: ${name}`} title={ui.duplicateBlock}
            onClick={() => store.getState().dispatch({ type: 'duplicate', id: block._id, copy: copyBlock(block, newBlockId) })}>⧉</button>
          <button type="button" aria-label={`${ui.deleteBlock}: ${name}`} title={ui.deleteBlock} onClick={() => setConfirming(true)}>✕</button>
        </span>
      </div>
      {block.columns && (
        <ol className={styles.columns}>
          {block.columns.map((column, index) => (
            <li key={index}>
              <span className={styles.columnName}>{fill(ui.column, { number: index + 1 })}</span>
              {column.length > 0 ? <BlockRows blocks={column} labels={labels} /> : <p className={styles.empty}>{ui.emptyColumn}</p>}
            </li>
          ))}
        </ol>
      )}
      {confirming && (
        <ConfirmDialog question={fill(ui.deleteQuestion, { name })} confirm={ui.confirm} cancel={ui.cancel}
          onConfirm={() => store.getState().dispatch({ type: 'remove', id: block._id })} onClose={() => setConfirming(false)} />
      )}
    </li>
  );
});

function BlockRows({ blocks, labels }: { blocks: Block[]; labels: WorkbenchLabels }) {
  return <ol className={styles.rows}>{blocks.map((block) => <Row key={block._id} block={block} labels={labels} />)}</ol>;
}

/** The page manager: the page's blocks as a tree, each selectable, movable, duplicable and deletable. */
export function Outline({ labels }: { labels: WorkbenchLabels }) {
  const blocks = useEditor((s) => s.blocks);
  return (
    <section aria-label={labels.ui.blocks}>
      <h2 className={styles.heading}>{labels.ui.blocks}</h2>
      {blocks.length > 0 ? <BlockRows blocks={blocks} labels={labels} /> : <p className={styles.empty}>{labels.ui.emptyPage}</p>}
    </section>
  );
}
