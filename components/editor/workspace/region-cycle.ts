/**
 * The workspace's regions in the order F6 moves through them (as in browsers and office suites): the
 * top bar, the rail, the open panel, the canvas, the inspector. Those not shown now are skipped.
 */
const REGIONS = ['.mode-bar--editor', 'main nav', '#editor-panel', 'iframe[name="canvas"]', '[data-side="end"], [data-show-inspector]'];

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]';

/** The regions present in `doc`, in order. */
export function workspaceRegions(doc: Document): HTMLElement[] {
  return REGIONS.flatMap((selector) => {
    const region = doc.querySelector<HTMLElement>(selector);
    return region && region.getClientRects().length > 0 ? [region] : [];
  });
}

/** The region after (`step` 1) or before (-1) the one holding `active`, around the ends; the first when none holds it. */
export function regionAfter(regions: readonly HTMLElement[], active: Element | null, step: 1 | -1): HTMLElement | undefined {
  const at = regions.findIndex((region) => region === active || region.contains(active));
  if (at === -1) return regions[0];
  return regions[(at + step + regions.length) % regions.length];
}

/** Puts the focus on the region's first control; in the canvas frame, on the page's first block (else the frame). */
export function focusRegion(region: HTMLElement): void {
  if (region instanceof HTMLIFrameElement) {
    const block = region.contentDocument?.querySelector<HTMLElement>('[data-block-id]');
    region.contentWindow?.focus();
    (block ?? region).focus();
    return;
  }
  (region.matches(FOCUSABLE) ? region : region.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}
