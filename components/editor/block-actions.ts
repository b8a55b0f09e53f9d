'use client';

import type { Breakpoint } from '@/lib/schemas/block-visibility';
import type { Block } from '@/lib/schemas/page-content';
import { copyBlocks, pasteBlocks } from './clipboard/system-clipboard';
import { newBlockId } from './new-block';
import { blockAfterRemoval, duplicateSelection, hideSelection, moveSelection, removeSelection } from './state/selection';
import type { EditorAction } from './state/actions';
import type { EditorStore } from './state/store';

/**
 * What the owner does to a block, wherever the buttons are (a row of Layers, the toolbar on the canvas):
 * each is one action of the store, so undo, saving and the refusals work the same from both. A block that
 * is part of a selection of several acts for all of them, in one undo step.
 */
export function blockActions(store: EditorStore, block: Block) {
  const targets = () => {
    const { selectedIds } = store.getState();
    return selectedIds.length > 1 && selectedIds.includes(block._id) ? selectedIds : [block._id];
  };
  const run = (action: EditorAction | null) => {
    if (action) store.getState().dispatch(action);
  };
  return {
    /** How many blocks the buttons act on. */
    count: () => targets().length,
    move(direction: -1 | 1) {
      run(moveSelection(store.getState().blocks, targets(), direction));
    },
    duplicate() {
      run(duplicateSelection(store.getState().blocks, targets(), newBlockId));
    },
    remove() {
      run(removeSelection(store.getState().blocks, targets()));
    },
    /** The block that would take the place of those `remove` takes away (the focus goes there); null for none. */
    afterRemoval: () => blockAfterRemoval(store.getState().blocks, targets()),
    /** Hides the blocks on one device, or shows them there again. */
    hideOn(device: Breakpoint, hidden: boolean) {
      run(hideSelection(store.getState().blocks, targets(), device, hidden));
    },
    copy() {
      void copyBlocks(store, targets(), false);
    },
    cut() {
      void copyBlocks(store, targets(), true);
    },
    /** Pastes the clipboard's blocks right after this one. */
    paste() {
      void pasteBlocks(store, block._id);
    },
  };
}
