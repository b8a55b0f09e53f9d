import { render } from '@testing-library/react';
import type { Block } from '@/lib/schemas/page-content';
import { BlockSettings } from '../block-settings';
import { EditorStoreProvider } from '../editor-store-context';
import { findBlock } from '../state/block-tree';
import { createEditorStore, type EditorStore } from '../state/store';
import { labels, start } from './editor-test-utils';

/**
 * The settings panel of one selected block of `type` with `data`, in the workbench's frame. Read the
 * block's data back with `dataOf(store)`.
 */
export function renderSettings(type: string, data: Record<string, unknown>, extra: Pick<Block, 'columns'> = {}): EditorStore {
  const store = createEditorStore({ ...start, blocks: [{ _id: 'b-1', type, data, ...extra }] });
  store.getState().select('b-1');
  render(<EditorStoreProvider store={store}><BlockSettings labels={labels} /></EditorStoreProvider>);
  return store;
}

/** The data of the block renderSettings shows, as the store holds it now. */
export const dataOf = (store: EditorStore) => findBlock(store.getState().blocks, 'b-1')!.data;
