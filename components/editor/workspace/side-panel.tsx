'use client';

import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styles from './workspace.module.css';

const MIN_WIDTH = 240;
const MAX_WIDTH = 560;
const STEP = 16;
const clampWidth = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

interface Props {
  id?: string;
  /** The panel's name, for assistive technology (the open module's). */
  label: string;
  /** The resize handle's name. */
  resizeLabel: string;
  side: 'start' | 'end';
  initialWidth: number;
  lang?: string;
  children: ReactNode;
}

/**
 * A panel beside the canvas that the owner resizes: by dragging its edge, or with the arrow keys (and
 * Home and End) on the edge's separator, which says its width to assistive technology.
 */
export function SidePanel({ id, label, resizeLabel, side, initialWidth, lang, children }: Props) {
  const [width, setWidth] = useState(initialWidth);
  const grow = side === 'start' ? 1 : -1;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const handle = event.currentTarget;
    const startX = event.clientX;
    const startWidth = width;
    handle.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => setWidth(clampWidth(startWidth + grow * (moved.clientX - startX)));
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowLeft: width - grow * STEP, ArrowRight: width + grow * STEP, Home: MIN_WIDTH, End: MAX_WIDTH }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setWidth(clampWidth(next));
  };
  return (
    <section id={id} className={styles.panel} data-side={side} style={{ width }} aria-label={label} lang={lang}>
      <div className={styles.panelBody}>{children}</div>
      <div role="separator" tabIndex={0} aria-orientation="vertical" aria-label={resizeLabel} aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH} aria-valuenow={width} className={styles.resizeHandle} onPointerDown={onPointerDown} onKeyDown={onKeyDown} />
    </section>
  );
}
