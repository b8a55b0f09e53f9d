'use client';

import { memo, useLayoutEffect, useState } from 'react';
import { useEditor } from '../editor-store-context';
import type { BlockBox } from '../workspace/canvas-geometry';
import { boxOf, elementOfBlock } from '../workspace/use-block-boxes';
import styles from '../workspace/workspace.module.css';

/**
 * On the canvas, each block with a text the edited language lacks (it shows the default language's there):
 * outlined and tagged "Missing translation", drawn over the page as the selection is. Each tag is the
 * block element's description too, so a screen reader on the canvas says it with the block. Measured
 * only while some text is missing, again when the blocks or the canvas's size change.
 */
export const MissingMarkers = memo(function MissingMarkers({ doc, label, lang, unscale }: { doc: Document; label: string; lang: string; unscale: number }) {
  const joined = useEditor((s) => Object.keys(s.missing).join('\n'));
  const blocks = useEditor((s) => s.blocks);
  const [boxes, setBoxes] = useState<BlockBox[]>([]);
  useLayoutEffect(() => {
    const ids = joined ? joined.split('\n') : [];
    const described = ids.flatMap((id) => {
      const element = elementOfBlock(doc, id);
      return element ? [element] : [];
    });
    for (const element of described) element.setAttribute('aria-description', label);
    const measure = () => setBoxes(described.flatMap((element) => {
      const box = boxOf(element, element.getAttribute('data-block-id')!, -1);
      return box ? [box] : [];
    }));
    measure();
    if (described.length === 0) return;
    const observer = new ResizeObserver(measure);
    observer.observe(doc.documentElement);
    return () => {
      observer.disconnect();
      for (const element of described) element.removeAttribute('aria-description');
    };
  }, [doc, joined, blocks, label]);
  return boxes.map((box) => (
    <div key={box.id} className={styles.missingBox} data-missing-translation={box.id}
      style={{ top: box.top, left: box.left, width: box.right - box.left, height: box.bottom - box.top }}>
      <span className={styles.missingTag} style={{ scale: String(unscale) }} lang={lang}>{label}</span>
    </div>
  ));
});
