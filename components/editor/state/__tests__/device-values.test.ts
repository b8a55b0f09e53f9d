import { copyBlock } from '@/components/blocks/block-tree';
import { LAYOUT_DEVICE_DEFAULT } from '@/components/blocks/layout/columns-by-device';
import type { Block } from '@/lib/schemas/page-content';
import { applyAction, type EditorAction } from '../actions';
import { setDeviceValue } from '../device-values';
import { createEditorStore } from '../store';

const layout = (data: Record<string, unknown> = {}): Block => ({ _id: 'grid', type: 'multi-column', data, columns: [[], [], []] });
const image: Block = { _id: 'pic', type: 'image', data: { src: '/a.png', alt: 'A', width: 800, height: 600, crop: { x: 0, y: 0, width: 1, height: 0.5 } } };

/** Each action built from the tree the one before it made, as the inspector builds them. */
function replay(start: Block[], steps: ((blocks: Block[]) => EditorAction)[]): { blocks: Block[]; actions: EditorAction[] } {
  const actions: EditorAction[] = [];
  let blocks = start;
  for (const step of steps) {
    const action = step(blocks);
    actions.push(action);
    blocks = applyAction(blocks, action, 'hosted');
  }
  return { blocks, actions };
}
const byId = (blocks: Block[], id: string) => blocks.find((block) => block._id === id)!;

describe('values per device as editor actions', () => {
  it('sets and takes away a device’s own value as plain updates of `data.devices`, which replay to the same tree', () => {
    const start = [layout(), image];
    const { blocks, actions } = replay(start, [
      (tree) => setDeviceValue(byId(tree, 'grid'), 'tablet', 'columns', 2, LAYOUT_DEVICE_DEFAULT),
      (tree) => setDeviceValue(byId(tree, 'grid'), 'phone', 'columns', undefined, LAYOUT_DEVICE_DEFAULT),
      (tree) => setDeviceValue(byId(tree, 'pic'), 'phone', 'crop', { x: 0.25, y: 0, width: 0.5, height: 1 }),
      (tree) => setDeviceValue(byId(tree, 'pic'), 'tablet', 'crop', { x: 0, y: 0, width: 1, height: 1 }),
      (tree) => setDeviceValue(byId(tree, 'pic'), 'tablet', 'crop', undefined),
    ]);
    // An old layout starts from its default (stacked on phones): taking the phone's value away leaves the tablet's alone.
    expect(byId(blocks, 'grid').data).toEqual({ devices: { tablet: { columns: 2 } } });
    expect(byId(blocks, 'pic').data['devices']).toEqual({ phone: { crop: { x: 0.25, y: 0, width: 0.5, height: 1 } } });
    expect(byId(blocks, 'pic').data['crop']).toEqual({ x: 0, y: 0, width: 1, height: 0.5 });
    // Actions are data: replayed from the start they make the same tree.
    expect(actions.reduce<Block[]>((tree, action) => applyAction(tree, action, 'hosted'), start)).toEqual(blocks);
  });

  it('undoes each change in one step, and a duplicate keeps the values per device', () => {
    const store = createEditorStore({
      document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'hosted', blocks: [layout()], version: 1, hasDraft: false,
    });
    const grid = () => store.getState().blocks[0]!;
    store.getState().dispatch(setDeviceValue(grid(), 'phone', 'columns', 2, LAYOUT_DEVICE_DEFAULT), 1_000);
    store.getState().dispatch(setDeviceValue(grid(), 'tablet', 'columns', 1, LAYOUT_DEVICE_DEFAULT), 1_100);
    expect(grid().data).toEqual({ devices: { phone: { columns: 2 }, tablet: { columns: 1 } } });
    store.getState().undo();
    expect(grid().data).toEqual({ devices: { phone: { columns: 2 } } });

    let n = 0;
    store.getState().dispatch({ type: 'duplicate', id: 'grid', copy: copyBlock(grid(), () => `copy-${(n += 1)}`) });
    expect(store.getState().blocks[1]).toMatchObject({ _id: 'copy-1', data: { devices: { phone: { columns: 2 } } } });
    store.getState().undo();
    store.getState().undo();
    expect(grid().data).toEqual({});
  });
});
