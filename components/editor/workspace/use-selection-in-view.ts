'use client';

import { useEffect } from 'react';
import { elementOfBlock } from './use-block-boxes';

/**
 * Brings the selected block into the canvas's view when the selection changes (from Layers, the Checks
 * panel's "Show", a keyboard move): the owner sees what they picked. A block already in view stays where
 * it is (`nearest`), so a click on the canvas never scrolls it; the blocks' scroll margin (workbench.module.css)
 * leaves room above for the block's toolbar.
 */
export function useSelectionInView(doc: Document, selectedId: string | null): void {
  useEffect(() => {
    if (!selectedId) return;
    const view = doc.defaultView;
    if (!view) return;
    // After the canvas has rendered the block (a block just added or moved is rendered a moment later).
    const frame = view.requestAnimationFrame(() => {
      elementOfBlock(doc, selectedId)?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    });
    return () => view.cancelAnimationFrame(frame);
  }, [doc, selectedId]);
}
