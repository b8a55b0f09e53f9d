'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import { useEditorStore } from './editor-store-context';
import { conflictVersionOf, takeoverOf } from './save-conflict';
import { walkBlocks } from '@/components/blocks/block-tree';
import type { Block } from '@/lib/schemas/page-content';
import type { LocaleTexts } from './clipboard/payload';
import type { EditorState } from './state/store';
import { marksList } from './state/missing-texts';

/**
 * The other locales' texts of pasted blocks still on the page, or undefined when there are none: the
 * server keeps them for the blocks new to it (the first save after the paste) and ignores the rest.
 */
function textsOfBlocks(pasted: EditorState['pastedTexts'], blocks: Block[]): Record<string, LocaleTexts> | undefined {
  if (Object.keys(pasted).length === 0) return undefined;
  const texts = Object.fromEntries([...walkBlocks(blocks)].flatMap(({ block }) => (pasted[block._id] ? [[block._id, pasted[block._id]!]] : [])));
  return Object.keys(texts).length > 0 ? texts : undefined;
}

/** How long the owner may pause before a change is saved as the draft. */
export const AUTOSAVE_DELAY_MS = 600;

/**
 * Saves the blocks as the document's draft a moment after the owner stops changing them (spec
 * section 4: saving, then saved, or cleared on failure, the change kept). A save changes nothing the
 * server renders around the blocks: the canvas shows every change at once (canvas-blocks.tsx) and asks
 * for a changed block's data itself (use-canvas-block-data.ts). Only a document's first draft refreshes
 * the page, so that the page picker marks it as changed: a refresh renders the whole 200-block page again
 * on the server and in the browser, and landing after every pause it slowed the owner's next action.
 * A 409 opens the conflict for the owner to decide; a page another owner took over is saved no more (presence.ts).
 */
export function useAutosave(): void {
  const store = useEditorStore();
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const save = async () => {
      const state = store.getState();
      if (running || state.blocks === state.savedBlocks || state.saveStatus === 'conflict' || state.saveStatus === 'taken-over') return;
      running = true;
      const blocks = state.blocks;
      const firstDraft = !state.hasDraft;
      state.saveStarted();
      try {
        const { kind, id } = state.document;
        const texts = textsOfBlocks(state.pastedTexts, blocks);
        // The texts still shown from the default language stay missing in this one (missing-texts.ts).
        const missing = marksList(state.missing, blocks);
        const saved = await shopApi(documentRoutes.saveDraft, {
          params: { kind, id },
          body: { baseVersion: state.version, content: { version: 1, blocks }, editorId: state.editorId, ...(texts ? { texts } : {}), ...(missing.length > 0 ? { missing } : {}) },
        }, { silent: true });
        store.getState().saveSucceeded(blocks, saved.version);
        if (firstDraft) router.refresh();
      } catch (error) {
        const current = conflictVersionOf(error);
        const takeover = takeoverOf(error);
        if (current !== null) store.getState().saveConflicted(current);
        else if (takeover) store.getState().takenOver(takeover);
        else {
          store.getState().saveFailed();
          showApiError(error);
        }
      } finally {
        running = false;
      }
      // Changes made while this save ran go out next.
      if (store.getState().blocks !== blocks) schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    };
    // A change, or a conflict settled: "Keep my version" takes the other owner's version as the base
    // and leaves the blocks as they are, to go out now; so does a page taken back after a takeover.
    const waiting = (status: EditorState['saveStatus']) => status === 'conflict' || status === 'taken-over';
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.blocks !== previous.blocks || (waiting(previous.saveStatus) && !waiting(state.saveStatus))) schedule();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, router]);
}
