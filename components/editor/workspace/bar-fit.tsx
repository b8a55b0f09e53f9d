'use client';

import { useLayoutEffect, useRef } from 'react';

/** The bar's compact levels (globals.css and the modules of its controls style each): 1, "1 2", "1 2 3". */
export const BAR_LEVELS = 3;

function setLevel(bar: HTMLElement, level: number): void {
  if (level === 0) bar.removeAttribute('data-compact');
  else bar.setAttribute('data-compact', Array.from({ length: level }, (_, index) => index + 1).join(' '));
}

/**
 * Puts the bar at the least compact level at which its content fits its width, the last one when none
 * does (the bar then scrolls, as before); answers the level. Each level is tried from the widest, so the
 * bar grows back when the window does or a label gets shorter; only the final one is painted.
 */
export function fitBar(bar: HTMLElement): number {
  for (let level = 0; level < BAR_LEVELS; level++) {
    setLevel(bar, level);
    if (bar.scrollWidth <= bar.clientWidth) return level;
  }
  setLevel(bar, BAR_LEVELS);
  return BAR_LEVELS;
}

/**
 * Keeps the editor's top bar (the `.mode-bar` it sits in) within the window in every language: whether
 * its controls fit depends on the width of their words, which fixed breakpoints tuned to English could
 * not know ("Website-Änderungen veröffentlichen" took Account out of a 1600 px window). It fits the bar
 * again when the bar's width changes (the window) and when its content does (the open page's tools
 * arriving, a status, a count, the fonts), a frame later, so each change is measured once.
 */
export function BarFit() {
  const probe = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const bar = probe.current?.closest<HTMLElement>('.mode-bar');
    if (!bar) return;
    let frame = 0;
    let live = true;
    const fit = () => {
      cancelAnimationFrame(frame);
      if (live) frame = requestAnimationFrame(() => fitBar(bar));
    };
    fitBar(bar);
    const resized = new ResizeObserver(fit);
    resized.observe(bar);
    // Texts and controls coming and going; the level's own attribute is not watched, so fitting never loops.
    // The popovers and dialogs of its controls (the page picker's results) take no room in the bar.
    const changed = new MutationObserver((records) => {
      if (records.some(({ target }) => !(target instanceof Element ? target : target.parentElement)?.closest('[popover], dialog'))) fit();
    });
    changed.observe(bar, { childList: true, subtree: true, characterData: true });
    void document.fonts?.ready.then(fit);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return <span ref={probe} hidden />;
}
