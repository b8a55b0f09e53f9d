'use client';

import { copyBlock } from '@/components/blocks/block-tree';
import { BREAKPOINTS, hiddenOnOf, type Breakpoint } from '@/lib/schemas/block-visibility';
import type { Block } from '@/lib/schemas/page-content';
import { stepMove } from './block-moves';
import { newBlockId } from './new-block';
import type { EditorStore } from './state/store';

/**
 * What the owner does to one block, wherever the buttons are (a row of Layers, the toolbar on the canvas):
 * each is one action of the store, so undo, saving and the refusals work the same from both.
 */
export function blockActions(store: EditorStore, block: Block) {
  return {
    move(direction: -1 | 1) {
      const action = stepMove(store.getState().blocks, block._id, direction);
      if (action) store.getState().dispatch(action);
    },
    duplicate() {
      store.getState().dispatch({ type: 'duplicate', id: block._id, copy: copyBlock(block, newBlockId) });
    },
    remove() {
      store.getState().dispatch({ type: 'remove', id: block._id });
    },
    /** Hides the block on one device, or shows it there again. */
    hideOn(device: Breakpoint, hidden: boolean) {
      const hiddenOn = hiddenOnOf(block.settings);
      const next = BREAKPOINTS.filter((b) => (b === device ? hidden : hiddenOn.includes(b)));
      store.getState().dispatch({ type: 'update', id: block._id, settings: { hiddenOn: next } });
    },
  };
}
