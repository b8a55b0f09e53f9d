// What the editor bench measures inside the page. The scripts are strings: the bench's compiler would
// name their inner functions with a helper the page does not have.
import type { Page } from '@playwright/test';

/** The canvas frame's window, seen from the editor's document. */
const CANVAS_WINDOW = `document.querySelector('iframe[name="canvas"]').contentWindow`;

/**
 * Records every interaction's event timing (Chromium's Event Timing API, the source of Interaction to Next
 * Paint) in the editor's document and in the canvas frame's, which has its own: durations from input to the
 * next paint, at least 16 ms, as the API reports. Idempotent per window.
 */
const WATCH_INTERACTIONS = `(() => {
  window.__interactions = window.__interactions ?? [];
  for (const win of [window, ${CANVAS_WINDOW}]) {
    if (win.__watched) continue;
    win.__watched = true;
    new win.PerformanceObserver((list) => {
      // Start times on the editor document's clock: the frame's has its own origin.
      const shift = win.performance.timeOrigin - window.performance.timeOrigin;
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__interactions.push({ start: entry.startTime + shift, duration: entry.duration });
        if (window.__debugInteractions) console.log('interaction', entry.name, Math.round(entry.startTime + shift), 'delay', Math.round(entry.processingStart - entry.startTime), 'processing', Math.round(entry.processingEnd - entry.processingStart), 'presentation', Math.round(entry.startTime + entry.duration - entry.processingEnd));
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  }
})()`;

/** Starts recording interactions in both documents (after each load of the editor). */
export async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(WATCH_INTERACTIONS);
}

/** The longest event of what `act` does, in ms: 0 when nothing took 16 ms or more (the API's floor). */
export async function interactionMs(page: Page, act: () => Promise<void>): Promise<number> {
  const since = await page.evaluate(`${WATCH_INTERACTIONS}; window.__interactions = []; performance.now()`) as number;
  await act();
  // Event timing entries arrive after the next paint; two frames and a task are enough for them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  // Only what began with `act`: an earlier, unmeasured click's entries may arrive in this window too.
  const entries = await page.evaluate(() => (window as unknown as { __interactions: { start: number; duration: number }[] }).__interactions);
  return Math.max(0, ...entries.filter((entry) => entry.start >= since).map((entry) => entry.duration));
}

/**
 * Arms the measurement of one field change: from the first keydown, input or change event in the editor's
 * document (its timestamp: when the owner's input happened) to the first animation frame after the canvas
 * frame's document changed inside the block `blockId`, which is the frame that paints the change. The
 * upload's part, when the change sent an image, is the end of its answer. `window.__paint` resolves to
 * both, in ms, or rejects after 10 s.
 */
const ARM_PAINT = (blockId: string) => `(() => {
  const frameWindow = ${CANVAS_WINDOW};
  const selector = '[data-block-id="' + ${JSON.stringify(blockId)} + '"]';
  let inputAt = null;
  const onInput = (event) => { if (inputAt === null) inputAt = event.timeStamp; };
  const types = ['keydown', 'input', 'change'];
  for (const type of types) document.addEventListener(type, onInput, true);
  let observer;
  let timer;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of types) document.removeEventListener(type, onInput, true);
  };
  window.__paint = new Promise((resolve, reject) => {
    timer = setTimeout(() => { done(); reject(new Error('the canvas did not change within 10 s (input ' + (inputAt === null ? 'not seen' : 'seen') + ')')); }, 10000);
    observer = new frameWindow.MutationObserver((records) => {
      if (inputAt === null) return;
      const inBlock = records.some((record) => {
        const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
        return node !== null && node.closest(selector) !== null;
      });
      if (!inBlock) return;
      done();
      frameWindow.requestAnimationFrame(() => {
        const shown = performance.now();
        const upload = performance.getEntriesByType('resource')
          .find((entry) => entry.name.includes('/storage/images/') && entry.startTime >= inputAt);
        resolve({ ms: shown - inputAt, uploadMs: upload ? upload.responseEnd - inputAt : null });
      });
    });
    observer.observe(frameWindow.document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  window.__paint.catch(() => {});
})()`;

export interface PaintTiming {
  ms: number;
  /** For an image swap: how much of it the upload's round trip took. */
  uploadMs: number | null;
}

/** Times `act`, a field change of the block `blockId`, from its input to the frame that shows it on the canvas. */
export async function paintMs(page: Page, blockId: string, act: () => Promise<void>): Promise<PaintTiming> {
  await page.evaluate(ARM_PAINT(blockId));
  await act();
  return page.evaluate(() => (window as unknown as { __paint: Promise<PaintTiming> }).__paint);
}

/** Notes the time between animation frames in the editor's window (the frame's are the same frames) until `__recording` is false. */
const RECORD_FRAMES = `
  window.__frames = [];
  window.__recording = true;
  let last = performance.now();
  const tick = (now) => {
    window.__frames.push(now - last);
    last = now;
    if (window.__recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

/**
 * The frames of a pointer drag: the mouse is pressed at `from`, moved in 40 small steps to `to` and released,
 * while the page notes the time between animation frames. Returns the frames' lengths in ms, from the first
 * move to the drop.
 */
export async function dragFramesMs(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<number[]> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.evaluate(RECORD_FRAMES);
  const steps = 40;
  for (let step = 1; step <= steps; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
  }
  await page.mouse.up();
  return page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    // The first entry is from the start of recording to the first frame, not a frame's length.
    return w.__frames.slice(1);
  });
}

/**
 * Arms the measurement of a panel's answer in the editor's document: from the first click after arming
 * (its timestamp: when the owner clicked) to the animation frame after an element matching `selector`
 * holds a text matching `pattern`, which is the frame that shows it. `window.__shown` resolves to the ms,
 * or rejects after 10 s.
 */
const ARM_SHOWN = (selector: string, pattern: RegExp) => `(() => {
  const pattern = new RegExp(${JSON.stringify(pattern.source)}, ${JSON.stringify(pattern.flags)});
  let clickedAt = null;
  const onClick = (event) => { if (clickedAt === null) clickedAt = event.timeStamp; };
  document.addEventListener('click', onClick, true);
  let observer;
  let timer;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('click', onClick, true);
  };
  window.__shown = new Promise((resolve, reject) => {
    timer = setTimeout(() => { done(); reject(new Error('nothing matching ' + pattern + ' was shown within 10 s')); }, 10000);
    const check = () => {
      if (clickedAt === null) return;
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!element || !pattern.test(element.textContent ?? '')) return;
      done();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    };
    observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  window.__shown.catch(() => {});
})()`;

/** Times `act`, a click, until the element `selector` shows a text matching `pattern`: from the click to the frame that shows it. */
export async function shownMs(page: Page, selector: string, pattern: RegExp, act: () => Promise<void>): Promise<number> {
  await page.evaluate(ARM_SHOWN(selector, pattern));
  await act();
  return page.evaluate(() => (window as unknown as { __shown: Promise<number> }).__shown);
}
