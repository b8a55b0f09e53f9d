'use client';

import { BLOCK_TYPES, type BlockType } from '@/lib/schemas/block-types';
import { BLOCK_NAME_KEYS } from './block-names';
import { useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';
import { newBlock } from './new-block';
import { findBlock, placeOf, walkBlocks, type BlockPlace } from './state/block-tree';
import type { Block } from '@/lib/schemas/page-content';
import styles from './workbench.module.css';

/** Where a new block goes: into the first column of a selected layout, after another selected block, else at the end. */
function placeForNew(blocks: Block[], selectedId: string | null): BlockPlace {
  const selected = selectedId ? findBlock(blocks, selectedId) : null;
  if (selected?.columns) return { parentId: selected._id, column: 0, index: selected.columns[0]?.length ?? 0 };
  const place = selectedId ? placeOf(blocks, selectedId) : null;
  return place ? { ...place, index: place.index + 1 } : { parentId: null, column: 0, index: blocks.length };
}

/** The palette: every block type by its name; the category block only while the page has none. */
export function AddBlock({ labels }: { labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const hasCategory = useEditor((s) => [...walkBlocks(s.blocks)].some(({ block }) => block.type === 'category'));
  const offered = BLOCK_TYPES.filter((type) => type !== 'category' || !hasCategory);
  const add = (type: BlockType) => {
    const { blocks, selectedId, dispatch, openSidebar } = store.getState();
    // The new block is selected; its settings open, to be filled in.
    if (dispatch({ type: 'insert', block: newBlock(type), at: placeForNew(blocks, selectedId) })) openSidebar('block-settings');
  };
  return (
    <section aria-label={labels.ui.addBlock}>
      <h2 className={styles.heading}>{labels.ui.addBlock}</h2>
      <ul className={styles.palette}>
        {offered.map((type) => (
          <li key={type}><button type="button" onClick={() => add(type)}>{labels.blocks[BLOCK_NAME_KEYS[type]]}</button></li>
        ))}
      </ul>
    </section>
  );
}
