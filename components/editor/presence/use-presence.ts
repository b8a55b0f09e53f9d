'use client';

import { useCallback, useEffect, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import { PRESENCE_BEAT_MS } from '@/lib/contract/limits';
import type { Block } from '@/lib/schemas/page-content';
import { useEditorStore } from '../editor-store-context';
import { takeoverOf } from '../save-conflict';
import type { EditorStore } from '../state/store';

/** Keeps the editor's blocks as a draft copy of the page, when they hold changes the server does not have. */
function keepUnsaved(store: EditorStore, kept: { blocks: Block[] | null }, keepalive = false): void {
  const { blocks, savedBlocks, editorId, document: { kind, id } } = store.getState();
  if (blocks === savedBlocks || blocks === kept.blocks) return;
  kept.blocks = blocks;
  void shopApi(documentRoutes.keepDraftCopy, { params: { kind, id }, body: { editorId, content: { version: 1, blocks } } }, { keepalive })
    .catch(() => { kept.blocks = null; });
}

/**
 * The editor's presence on its page (lib/server/content/documents/presence.ts): a heartbeat now and
 * every PRESENCE_BEAT_MS, whose answer is who else edits the page (the top bar shows them), and a last
 * word when the page closes. A heartbeat or save answered "taken over" stops the autosave
 * (`takenOver`); the blocks not saved then are kept as a draft copy at once, and the changes made after
 * it when the page closes, so that the owner finds them in Revisions.
 */
export function usePresence(): void {
  const store = useEditorStore();
  useEffect(() => {
    const { document: { kind, id }, editorId } = store.getState();
    const params = { kind, id };
    const kept: { blocks: Block[] | null } = { blocks: null };
    let stopped = false;
    const beat = async () => {
      try {
        const { editors } = await shopApi(documentRoutes.beatPresence, { params, body: { editorId } }, { silent: true });
        if (!stopped) store.getState().presenceChanged(editors);
      } catch (error) {
        // Another failure (the network) is tried again at the next beat.
        const takeover = takeoverOf(error);
        if (takeover && !stopped && store.getState().saveStatus !== 'taken-over') store.getState().takenOver(takeover);
      }
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.saveStatus === 'taken-over' && previous.saveStatus !== 'taken-over') keepUnsaved(store, kept);
    });
    const leave = () => {
      if (store.getState().saveStatus === 'taken-over') keepUnsaved(store, kept, true);
      void shopApi(documentRoutes.leavePresence, { params, query: { editorId } }, { silent: true, keepalive: true }).catch(() => undefined);
    };
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_BEAT_MS);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [store]);
}

/**
 * "Take over": the other editors are stopped, and this one loads what they saved when the document
 * moved on meanwhile (its own blocks then one undo away). Answers the call and whether it runs.
 */
export function useTakeOver(): { takeOver: () => Promise<void>; taking: boolean } {
  const store = useEditorStore();
  const [taking, setTaking] = useState(false);
  const takeOver = useCallback(async () => {
    const { document: { kind, id }, editorId, version: mine, hasDraft } = store.getState();
    setTaking(true);
    try {
      const { version } = await shopApi(documentRoutes.takeOver, { params: { kind, id }, body: { editorId } });
      if (version === mine) store.getState().documentChanged({ version, hasDraft });
      else {
        const state = await shopApi(documentRoutes.getDocument, { params: { kind, id } });
        store.getState().documentChanged({ version: state.version, hasDraft: state.hasDraft, blocks: state.draft });
      }
      store.getState().presenceChanged([]);
    } catch {
      // shopApi has shown why; the page stays as it was.
    } finally {
      setTaking(false);
    }
  }, [store]);
  return { takeOver, taking };
}
