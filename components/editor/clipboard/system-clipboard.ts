'use client';

import { findBlock } from '@/components/blocks/block-tree';
import { newBlockId } from '../new-block';
import { removeSelection, topmostSelected } from '../state/selection';
import type { EditorState, EditorStore } from '../state/store';
import { CLIPBOARD_MIME, clipboardData, isRefusal, pastedBlocks, readClipboard, toPayload } from './payload';

/**
 * The system clipboard for blocks: the keyboard's copy, cut and paste events (use-clipboard-events.ts)
 * and the Copy, Cut and Paste buttons (navigator.clipboard) both come here, so a copy in one tab pastes
 * in any other, on any page.
 */

/** The private type as the async clipboard writes it: browsers take custom types only with this prefix. */
const WEB_MIME = `web ${CLIPBOARD_MIME}`;

/** The clipboard's data for blocks `ids` (those no other of them holds), or null when there are none. */
export function clipboardOf(state: EditorState, ids: readonly string[]): { json: string; text: string } | null {
  const blocks = topmostSelected(state.blocks, ids).map((id) => findBlock(state.blocks, id)!);
  return blocks.length > 0 ? clipboardData(toPayload(blocks, state.document.locale, state.otherTexts)) : null;
}

/** Cut's second half, once the blocks are on the clipboard: they leave the page in one undo step. */
export function removeBlocks(store: EditorStore, ids: readonly string[]): void {
  const action = removeSelection(store.getState().blocks, ids);
  if (action) store.getState().dispatch(action);
}

/** Copy or Cut from a button: the private type where the browser takes it, the plain text always. */
export async function copyBlocks(store: EditorStore, ids: readonly string[], cut: boolean): Promise<void> {
  const data = clipboardOf(store.getState(), ids);
  if (!data) return;
  const plain = new Blob([data.text], { type: 'text/plain' });
  const custom = typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.(WEB_MIME);
  try {
    await navigator.clipboard.write([new ClipboardItem(custom ? { 'text/plain': plain, [WEB_MIME]: new Blob([data.json], { type: WEB_MIME }) } : { 'text/plain': plain })]);
  } catch {
    await navigator.clipboard.writeText(data.text);
  }
  if (cut) removeBlocks(store, ids);
}

/**
 * Pastes what the clipboard's text holds after block `afterId` (the selection when not given). `quiet`:
 * a keyboard paste of text that is not blocks is left alone (it may have been meant for something else),
 * where the Paste button says the clipboard holds no blocks. True when the text was blocks.
 */
export function pasteText(store: EditorStore, raw: string, { quiet = false, afterId }: { quiet?: boolean; afterId?: string | null } = {}): boolean {
  const state = store.getState();
  const payload = readClipboard(raw);
  const pasted = isRefusal(payload) ? payload : pastedBlocks(payload, state.shopType, state.document.locale, newBlockId);
  if (!isRefusal(pasted)) {
    state.paste(pasted, afterId);
    return true;
  }
  if (quiet && pasted.reason === 'clipboard-empty') return false;
  state.refuse(pasted);
  return true;
}

/** The Paste button: the private type when the clipboard has it, else its plain text. */
export async function pasteBlocks(store: EditorStore, afterId?: string | null): Promise<void> {
  let raw = '';
  try {
    for (const item of await navigator.clipboard.read()) {
      const type = item.types.includes(WEB_MIME) ? WEB_MIME : item.types.includes('text/plain') ? 'text/plain' : null;
      if (!type) continue;
      raw = await (await item.getType(type)).text();
      break;
    }
  } catch {
    // Refused by the browser (no permission, or not in answer to a click): the keyboard's paste still works.
    store.getState().refuse({ reason: 'clipboard-blocked' });
    return;
  }
  pasteText(store, raw, { afterId });
}
