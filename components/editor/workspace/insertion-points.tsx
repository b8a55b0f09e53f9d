'use client';

import { memo } from 'react';
import { BLOCK_ICONS as ICON, BlockIcon as Icon } from '../block-icons';
import { fill } from '../labels';
import type { InsertionPoint } from './canvas-geometry';
import styles from './workspace.module.css';

/** How far left of the blocks a "+" stands: in the page's margin, where it covers no block's content. */
const INSERT_INSET = 16;

interface Props {
  points: readonly InsertionPoint[];
  /** The selected page-level block's index (-1: none): the "+" before and after it are in the tab order. */
  selectedIndex: number;
  /** The point the pointer is near: it shows and takes clicks, the others let clicks through. */
  nearIndex: number | null;
  /** The frame's scaling undone, so that the buttons keep their size however small the frame is drawn. */
  unscale: number;
  texts: { insertHere: string; addBlock: string };
  onInsert(index: number): void;
}

/**
 * The "+" between the page-level blocks. Apart from the overlay, which draws again as the pointer moves:
 * on a 200-block page the 201 buttons are drawn only when the blocks, the selection or the near one change.
 */
export const InsertionPoints = memo(function InsertionPoints({ points, selectedIndex, nearIndex, unscale, texts, onInsert }: Props) {
  return points.map((point) => {
    // In the tab order only beside the selected block: a long page is not a hundred stops for the keyboard.
    const beside = selectedIndex !== -1 && (point.index === selectedIndex || point.index === selectedIndex + 1);
    return (
      <button key={point.index} type="button" className={styles.insertPoint} tabIndex={beside ? 0 : -1} data-near={point.index === nearIndex || undefined}
        style={{ top: point.y, left: Math.max(INSERT_INSET * unscale, point.left - INSERT_INSET * unscale), scale: String(unscale) }}
        aria-label={fill(texts.insertHere, { position: point.index + 1 })} title={texts.addBlock} onClick={() => onInsert(point.index)}>
        <Icon d={ICON.add} />
      </button>
    );
  });
});
