'use client';

import { useId, useSyncExternalStore } from 'react';
import { fill, type WorkbenchLabels } from '../labels';
import styles from './workspace.module.css';

/** Remembered in the browser once the owner has finished or skipped the tour. */
const SEEN_KEY = 'vitrine:editor-tour';

/** The three steps, each with the workspace part it points at (`data-tour` on that part). */
const STEPS = [
  { target: 'pages', title: 'tourPagesTitle', text: 'tourPagesText' },
  { target: 'canvas', title: 'tourCanvasTitle', text: 'tourCanvasText' },
  { target: 'publish', title: 'tourPublishTitle', text: 'tourPublishText' },
] as const;

// The open step, shared by the tour and "Show the tour": null when closed, undefined until read from the browser.
let current: number | null | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readStep = (): number | null => {
  if (current === undefined) {
    try {
      current = window.localStorage.getItem(SEEN_KEY) ? null : 0;
    } catch {
      // Storage refused (private mode, a policy): no tour rather than one on every screen.
      current = null;
    }
  }
  return current;
};
function showStep(step: number | null): void {
  current = step;
  if (step === null) {
    try {
      window.localStorage.setItem(SEEN_KEY, 'seen');
    } catch {
      // Not remembered: the tour stays closed for this visit all the same.
    }
  }
  for (const listener of listeners) listener();
}

/** Where the focus was when "Show the tour" opened it, to go back to when it closes. */
let opener: HTMLElement | null = null;

/** "Show the tour": opens it again at its first step. */
export const openTour = () => {
  opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  showStep(0);
};

/**
 * Closes the tour (Skip, Done): its buttons go with it, so the focus goes back to where the owner was
 * when "Show the tour" opened it, else to the part the tour's first step points at (Pages on the rail),
 * where a first visit starts.
 */
function closeTour(): void {
  const back = opener?.isConnected ? opener : null;
  opener = null;
  showStep(null);
  requestAnimationFrame(() => (back ?? document.querySelector<HTMLElement>(`[data-tour="${STEPS[0].target}"]`))?.focus());
}

/**
 * The first visit's tour of three steps (pick a page, select a block, publish), each pointing at its part
 * of the workspace; skipped or finished, it stays closed until "Show the tour" in Keyboard shortcuts.
 * Not modal: the owner may do the step while it is open.
 */
export function Tour({ ui }: { ui: WorkbenchLabels['ui'] }) {
  const step = useSyncExternalStore(subscribe, readStep, () => null);
  const titleId = useId();
  if (step === null) return null;
  const { target, title, text } = STEPS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} className={styles.tour}>
      <style>{`[data-tour="${target}"] { outline: 3px solid #f59e0b; outline-offset: 2px; }`}</style>
      <p className={styles.tourStep}>{fill(ui.tourStep, { step: step + 1, count: STEPS.length })}</p>
      <h2 id={titleId}>{ui[title]}</h2>
      <p>{ui[text]}</p>
      <div className={styles.tourActions}>
        <button type="button" onClick={closeTour}>{ui.tourSkip}</button>
        {step > 0 && <button type="button" onClick={() => showStep(step - 1)}>{ui.tourBack}</button>}
        <button type="button" className={styles.tourNext} onClick={() => (last ? closeTour() : showStep(step + 1))}>{last ? ui.tourDone : ui.tourNext}</button>
      </div>
    </section>
  );
}
