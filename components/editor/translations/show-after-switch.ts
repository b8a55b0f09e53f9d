/**
 * A "Show" for a text missing in another language than the one the page is edited in: the editor opens the
 * page in that language (a new page, a new store) and selects the block there. The block waits in the
 * tab's session storage for that one opening.
 */
const KEY = 'vitrine-editor-show';

export function showAfterSwitch(locale: string, blockId: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ locale, blockId }));
  } catch {
    // Storage refused (a private window's quota): the page opens in that language without the selection.
  }
}

/** The block to select on opening the page in `locale`, once; null when none waits for it. */
export function takeShown(locale: string): string | null {
  try {
    const waiting = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { locale?: unknown; blockId?: unknown } | null;
    if (waiting?.locale !== locale || typeof waiting.blockId !== 'string') return null;
    sessionStorage.removeItem(KEY);
    return waiting.blockId;
  } catch {
    return null;
  }
}
