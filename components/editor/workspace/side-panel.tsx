'use client';

import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styles from './workspace.module.css';

const MIN_WIDTH = 240;
const MAX_WIDTH = 560;
const STEP = 16;
const clampWidth = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

interface Props {
  id?: string;
  /** The panel's name (the open module's), for tests and styles: the module inside names itself to assistive technology. */
  label: string;
  /** The resize handle's name. */
  resizeLabel: string;
  side: 'start' | 'end';
  initialWidth: number;
  lang?: string;
  /** The collapse button's name; the panel offers no collapse without one. */
  collapseLabel?: string;
  onCollapse?(): void;
  children: ReactNode;
}

/**
 * A panel beside the canvas that the owner resizes (by dragging its edge, or with the arrow keys, Home and
 * End on the edge's separator, which says its width to assistive technology) and collapses.
 */
export function SidePanel({ id, label, resizeLabel, side, initialWidth, lang, collapseLabel, onCollapse, children }: Props) {
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
    // No landmark of its own: what it shows (a module, the block settings) is a named region already.
    <div id={id} className={styles.panel} data-side={side} style={{ width }} data-panel={label} lang={lang}>
      <div className={styles.panelBody}>
        {onCollapse && (
          <button type="button" className={styles.collapse} title={collapseLabel} aria-label={collapseLabel} onClick={onCollapse}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d={side === 'start' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
        {children}
      </div>
      <div role="separator" tabIndex={0} aria-orientation="vertical" aria-label={resizeLabel} aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH} aria-valuenow={width} className={styles.resizeHandle} onPointerDown={onPointerDown} onKeyDown={onKeyDown} />
    </div>
  );
}
