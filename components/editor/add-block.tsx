'use client';

import { useRef, useState } from 'react';
import { placeOf, findBlock, walkBlocks, type BlockPlace } from '@/components/blocks/block-tree';
import { blockDefinitions, BLOCK_TYPES, isLayoutType, isOfferedFor, type BlockType } from '@/components/blocks/definitions';
import type { Block } from '@/lib/schemas/page-content';
import { typeName } from './block-names';
import { useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';
import { newBlock } from './new-block';
import { SectionsGroup } from './sections/sections-group';
import { SECTION_BLOCK_TYPE } from '@/components/blocks/sections';
import { placeBeside } from './block-moves';
import { willGoText } from './drop-texts';
import { fill } from './labels';
import { dragFromPalette, type PaletteDragMoment } from './workspace/palette-drag';
import styles from './workbench.module.css';

/** The page-level block a block sits in (itself when on the page). */
function pageLevelOf(blocks: Block[], id: string): string {
  let place = placeOf(blocks, id);
  let current = id;
  while (place?.parentId) {
    current = place.parentId;
    place = placeOf(blocks, current);
  }
  return current;
}

/**
 * Where a new block goes: into the first column of a selected layout, after another selected block, else
 * at the end; a type its definition keeps on the page itself goes after the selection's page-level block.
 */
function placeForNew(blocks: Block[], selectedId: string | null, type: BlockType): BlockPlace {
  const pageOnly = blockDefinitions[type].constraints.placement === 'page';
  const anchor = selectedId && pageOnly ? pageLevelOf(blocks, selectedId) : selectedId;
  const selected = anchor ? findBlock(blocks, anchor) : null;
  if (selected?.columns && !pageOnly) return { parentId: selected._id, column: 0, index: selected.columns[0]?.length ?? 0 };
  const place = anchor ? placeOf(blocks, anchor) : null;
  return place ? { ...place, index: place.index + 1 } : { parentId: null, column: 0, index: blocks.length };
}

/**
 * The palette: the block types the shop's type offers, by their names in the owner's language, content
 * before layouts; a type allowed once per page only while the page has none. A click adds the type after
 * the selection (or where a "+" chose); dragging it into the canvas adds it where it is dropped, told to
 * screen readers in the words Layers uses for a dragged block.
 */
export function AddBlock({ labels }: { labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const present = useEditor((s) => [...walkBlocks(s.blocks)].map(({ block }) => block.type).sort().join(' '));
  const shopType = useEditor((s) => s.shopType);
  const inSection = useEditor((s) => s.document.kind === 'section');
  // A reference is placed from the Sections group below, by the section it shows.
  const offered = BLOCK_TYPES.filter((type) => type !== SECTION_BLOCK_TYPE && isOfferedFor(type, shopType))
    .filter((type) => !blockDefinitions[type].constraints.oncePerPage || !present.split(' ').includes(type))
    .map((type) => ({ type, name: typeName(type, labels) }))
    .sort((a, b) => Number(isLayoutType(a.type)) - Number(isLayoutType(b.type)) || a.name.localeCompare(b.name, labels.language));
  // The click that ends a drag into the canvas adds nothing more.
  const dragged = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const tell = (type: BlockType) => (moment: PaletteDragMoment) => {
    const { moves } = labels;
    const name = typeName(type, labels);
    if (moment.key !== 'over') {
      setAnnouncement(fill(moment.key === 'cancelled' ? moves.addCancelled : moves[moment.key], { name }));
      return;
    }
    const { blocks } = store.getState();
    const beside = moment.place && placeBeside(blocks, moment.place);
    // Over an empty page there is nothing to name: the line says it all.
    if (beside) setAnnouncement(willGoText(blocks, labels, name, beside));
    else if (!moment.place) setAnnouncement(fill(moves.notOverTarget, { name }));
  };
  const add = (type: BlockType) => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    const { blocks, selectedId, insertAt, dispatch } = store.getState();
    // The new block is selected: the inspector shows its settings, to be filled in. A "+" on the canvas chose its place.
    dispatch({ type: 'insert', block: newBlock(type), at: insertAt ?? placeForNew(blocks, selectedId, type) });
  };
  return (
    <section aria-label={labels.ui.addBlock}>
      <h2 className={styles.heading}>{labels.ui.addBlock}</h2>
      <ul className={styles.palette} data-add-block-palette>
        {offered.map(({ type, name }) => (
          <li key={type}>
            <button type="button" onClick={() => add(type)}
              onPointerDown={(event) => {
                dragged.current = false;
                dragFromPalette(event, store, type, { started: () => { dragged.current = true; }, tell: tell(type) });
              }}>{name}</button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      {/* Sections hold no sections: the group is the pages' and categories' only. */}
      {!inSection && <SectionsGroup labels={labels} />}
    </section>
  );
}
