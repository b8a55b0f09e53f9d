/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { flattenTree, projectPlace, type TreeDrop, type TreeList, type TreePlace } from '../flat-tree';
import { TreeDrag, useTreeDraggable, useTreeDropTarget } from '../tree-drag';

/** A menu: One; Two > Three; Four > Five; and an empty second menu, each with a heading (its start row); two levels. */
const lists: TreeList[] = [
  { id: 'first', start: true, items: [{ id: 'one', children: [] }, { id: 'two', children: [{ id: 'three', children: [] }] }, { id: 'four', children: [{ id: 'five', children: [] }] }] },
  { id: 'second', start: true, items: [] },
];
const rows = flattenTree(lists);

function Row({ id }: { id: string }) {
  const { setNodeRef, setActivatorNodeRef, handle, transform } = useTreeDraggable(id);
  const { ref, drop } = useTreeDropTarget(id);
  const both = useCallback((element: HTMLElement | null) => {
    setNodeRef(element);
    ref(element);
  }, [setNodeRef, ref]);
  return (
    <div ref={both} data-row="" data-drop={drop?.side} data-depth={drop?.depth} style={{ transform }}>
      <button type="button" ref={setActivatorNodeRef} {...handle} aria-label={`Drag: ${id}`}>⠿</button>
    </div>
  );
}

function Heading({ id }: { id: string }) {
  const { ref, drop } = useTreeDropTarget(id);
  return <h3 ref={ref} data-row="" data-drop={drop?.side}>{id}</h3>;
}

const onDrop = jest.fn();
const texts = { instructions: 'Press Space to pick up.', pickedUp: 'Picked up {name}.', notOverPlace: '{name} is not over a place.', cancelled: 'Moving {name} was cancelled.', dropped: 'Dropped {name}.' };

function renderTree() {
  return render(
    <TreeDrag<TreePlace, string>
      rows={rows}
      indentPx={20}
      texts={texts}
      nameOf={(id) => id.toUpperCase()}
      project={(drop: TreeDrop) => {
        const place = projectPlace(rows, drop, { shiftDepth: true, maxDepth: () => 1 });
        return place && ('refused' in place ? place : { move: place, depth: place.depth });
      }}
      describe={(drop, outcome) => (outcome ? `${drop.activeId} to ${outcome.move.listId}[${outcome.move.index}]` : `${drop.activeId} stays`)}
      refusalText={(reason) => `refused: ${reason}`}
      onDrop={onDrop}
    >
      {rows.map((row) => (row.kind === 'start' ? <Heading key={row.id} id={row.id} /> : <Row key={row.id} id={row.id} />))}
    </TreeDrag>,
  );
}

describe('the shared drag layer, by keyboard', () => {
  // jsdom lays nothing out: every row gets a 40 px high, full-width box in document order.
  const box = jest.spyOn(Element.prototype, 'getBoundingClientRect');
  beforeAll(() => box.mockImplementation(function (this: Element) {
    const top = Math.max(0, [...document.querySelectorAll('[data-row]')].indexOf(this)) * 40;
    return { top, left: 0, width: 300, height: 40, bottom: top + 40, right: 300, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  }));
  afterAll(() => box.mockRestore());
  beforeEach(() => onDrop.mockReset());

  const key = (element: Element, code: string) => fireEvent.keyDown(element, { code, key: code });

  it('picks an item up, steps down past what another holds, a level in, marks the row and drops there', async () => {
    renderTree();
    const handle = screen.getByRole('button', { name: 'Drag: one' });
    handle.focus();
    key(handle, 'Space');
    await screen.findByText('Picked up ONE.');
    key(handle, 'ArrowDown');
    // Right after Two, which holds Three right under it: One becomes its first.
    await screen.findByText('one to two[0]');
    expect(document.querySelector('[data-drop]')).toHaveAttribute('data-drop', 'after');
    // After Three, at its own level: after Two.
    key(handle, 'ArrowDown');
    await screen.findByText('one to first[1]');
    key(handle, 'ArrowRight');
    await screen.findByText('one to two[1]');
    expect(document.querySelectorAll('[data-drop]')).toHaveLength(1);
    expect(document.querySelector('[data-drop]')).toHaveAttribute('data-depth', '1');
    key(handle, 'Space');
    await screen.findByText('Dropped ONE.');
    expect(onDrop).toHaveBeenCalledWith({ move: { listId: 'two', index: 1, depth: 1 }, depth: 1 }, { activeId: 'one', overId: 'three', side: 'after', depthShift: 1 });
    expect(document.querySelectorAll('[data-drop]')).toHaveLength(0);
  });

  it('says why an item cannot go where it is over, and hands the refusal over on a drop', async () => {
    renderTree();
    const handle = screen.getByRole('button', { name: 'Drag: two' });
    handle.focus();
    key(handle, 'Enter');
    await screen.findByText('Picked up TWO.');
    // Its own sub-entry takes no drop: down is Four. Right after Four is Four's Five's place, one level in,
    // and Two holds Three: the tree is two levels deep.
    key(handle, 'ArrowDown');
    await screen.findByText('refused: too-deep');
    expect(document.querySelectorAll('[data-drop]')).toHaveLength(0);
    key(handle, 'Enter');
    expect(onDrop).toHaveBeenCalledWith({ refused: 'too-deep' }, { activeId: 'two', overId: 'four', side: 'after', depthShift: 0 });
  });

  it('puts the item back on Escape, and drops nothing', async () => {
    renderTree();
    const handle = screen.getByRole('button', { name: 'Drag: four' });
    handle.focus();
    key(handle, 'Space');
    await screen.findByText('Picked up FOUR.');
    // Its own Five takes no drop: down is the second menu's heading.
    key(handle, 'ArrowDown');
    await screen.findByText('four to second[0]');
    expect(screen.getByRole('heading', { name: 'second' })).toHaveAttribute('data-drop', 'into');
    key(handle, 'Escape');
    await screen.findByText('Moving FOUR was cancelled.');
    expect(onDrop).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[data-drop]')).toHaveLength(0);
  });
});
