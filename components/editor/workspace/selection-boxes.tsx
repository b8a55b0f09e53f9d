'use client';

import { memo, useLayoutEffect, useState } from 'react';
import { useEditor } from '../editor-store-context';
import type { BlockBox } from './canvas-geometry';
import { boxOf, elementOfBlock } from './use-block-boxes';
import styles from './workspace.module.css';

/**
 * The outlines of the selected blocks besides the primary one (whose outline and toolbar the overlay
 * draws): measured only while several blocks are selected, again when the blocks or the canvas's size change.
 */
export const SelectionBoxes = memo(function SelectionBoxes({ doc, primaryId }: { doc: Document; primaryId: string | null }) {
  const joined = useEditor((s) => (s.selectedIds.length > 1 ? s.selectedIds.filter((id) => id !== primaryId).join('\n') : ''));
  const blocks = useEditor((s) => s.blocks);
  const [boxes, setBoxes] = useState<BlockBox[]>([]);
  useLayoutEffect(() => {
    const measure = () => setBoxes(joined ? joined.split('\n').flatMap((id) => {
      const element = elementOfBlock(doc, id);
      const box = element && boxOf(element, id, -1);
      return box ? [box] : [];
    }) : []);
    measure();
    if (!joined) return;
    const observer = new ResizeObserver(measure);
    observer.observe(doc.documentElement);
    return () => observer.disconnect();
  }, [doc, joined, blocks]);
  return boxes.map((box) => (
    <div key={box.id} className={styles.selectedBox} data-selected-also=""
      style={{ top: box.top, left: box.left, width: box.right - box.left, height: box.bottom - box.top }} />
  ));
});
