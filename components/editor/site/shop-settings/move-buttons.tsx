'use client';

import { useEffect, useRef } from 'react';
import { fill } from '../../labels';
import type { ShopSettingsText } from './labels';

type Direction = 'up' | 'down';

/**
 * "Move up" and "Move down" of one row, named after it ("Move up: PayPal"). Moving a row moves its
 * element, which loses the focus: it goes back to the button used, or to the other one at an end.
 */
export function MoveButtons({ name, index, count, onMove, text }: {
  name: string; index: number; count: number; onMove: (step: -1 | 1) => void; text: ShopSettingsText;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<Direction | null>(null);

  useEffect(() => {
    const direction = moved.current;
    moved.current = null;
    if (!direction) return;
    const used = direction === 'up' ? up.current : down.current;
    const other = direction === 'up' ? down.current : up.current;
    (used && !used.disabled ? used : other)?.focus();
  }, [index]);

  const move = (direction: Direction) => {
    moved.current = direction;
    onMove(direction === 'up' ? -1 : 1);
  };
  return (
    <>
      <button type="button" ref={up} disabled={index === 0} aria-label={fill(text.itemAction, { action: text.moveUp, name })}
        onClick={() => move('up')}>{text.moveUp}</button>
      <button type="button" ref={down} disabled={index === count - 1} aria-label={fill(text.itemAction, { action: text.moveDown, name })}
        onClick={() => move('down')}>{text.moveDown}</button>
    </>
  );
}
