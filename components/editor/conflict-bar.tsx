'use client';

import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import { useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';

/**
 * Another owner saved the page while this one edited (409): reload their version (what this owner
 * typed stays one undo away) or keep this version, saving it over theirs.
 */
export function ConflictBar({ ui }: { ui: WorkbenchLabels['ui'] }) {
  const store = useEditorStore();
  const conflict = useEditor((s) => s.saveStatus === 'conflict');
  if (!conflict) return null;
  const reload = async () => {
    const { document } = store.getState();
    const state = await shopApi(documentRoutes.getDocument, { params: { kind: document.kind, id: document.id } });
    store.getState().documentChanged({ version: state.version, hasDraft: state.hasDraft, blocks: state.draft, missingTexts: state.missingTexts });
  };
  // Their version becomes the base; the autosave then saves these blocks over it.
  const keepMine = () => {
    const { conflictVersion, hasDraft, documentChanged } = store.getState();
    documentChanged({ version: conflictVersion!, hasDraft });
  };
  return (
    <div role="alert">
      <p>{ui.conflict}</p>
      <button type="button" onClick={() => void reload().catch(() => undefined)}>{ui.reload}</button>
      <button type="button" onClick={keepMine}>{ui.keepMine}</button>
    </div>
  );
}
