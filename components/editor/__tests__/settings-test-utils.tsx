import { render, screen } from '@testing-library/react';
import type { Block } from '@/lib/schemas/page-content';
import { BlockSettings } from '../block-settings';
import { EditorStoreProvider } from '../editor-store-context';
import { findBlock } from '@/components/blocks/block-tree';
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

/** A category the mocked `/categories` answers (mock `@/lib/api/browser` in the test file to use it). */
export const SHOES = {
  categoryId: '0b6f4c1e-0000-4f51-9d38-000000000001', slug: 'shoes', title: 'Shoes', titleTag: null, metaDescription: null,
  url: '/c/shoes', isVisible: true, children: [],
};

/** renderSettings, once the category picker has loaded the categories as it does when the panel opens. */
export async function renderCategorySettings(type: string, data: Record<string, unknown>): Promise<EditorStore> {
  const store = renderSettings(type, data);
  await screen.findByRole('combobox', { name: 'Category' });
  return store;
}
