'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { walkBlocks } from '@/components/blocks/block-tree';
import { shopApi } from '@/lib/api/browser';
import { sectionRoutes } from '@/lib/api/routes/section';
import type { Block } from '@/lib/schemas/page-content';
import { useEditorStore } from '../editor-store-context';
import type { WorkbenchLabels } from '../labels';
import { newBlockId } from '../new-block';
import { referenceInPlaceOf } from '../state/sections';

/** Asks the new section's name: a modal form, Escape or Cancel closes it. */
function NameDialog({ ui, onSave, onClose }: { ui: WorkbenchLabels['ui']; onSave: (name: string) => Promise<void>; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('name');
    if (typeof name !== 'string' || !name.trim()) return;
    setBusy(true);
    try {
      await onSave(name.trim());
      dialog.current?.close();
    } catch {
      // The notification overlay says why; the name stays for another try.
      setBusy(false);
    }
  };
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId}>{ui.saveAsSection}</h2>
        <label>{ui.sectionName} <input name="name" required maxLength={100} autoFocus /></label>
        <p>
          <button type="submit" disabled={busy}>{ui.saveAsSection}</button>
          <button type="button" onClick={() => dialog.current?.close()}>{ui.cancel}</button>
        </p>
      </form>
    </dialog>
  );
}

/**
 * "Save as section": the selected block (a layout with its children) becomes a new section under the
 * name the owner gives, with every language's texts, live at once; on the page itself the block is
 * replaced by a reference to it (one undo step), so that the page shows the section from then on.
 */
export function SaveAsSection({ block, labels }: { block: Block; labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const [open, setOpen] = useState(false);
  const save = async (name: string) => {
    const { otherTexts } = store.getState();
    const texts = Object.fromEntries([...walkBlocks([block])].flatMap(({ block: one }) => (otherTexts[one._id] ? [[one._id, otherTexts[one._id]!]] : [])));
    const section = await shopApi(sectionRoutes.createSection, { body: { name, content: { version: 1, blocks: [block] }, texts } });
    const state = store.getState();
    state.sectionSaved({ id: section.id, name: section.name, blocks: [block], otherTexts: texts });
    const action = referenceInPlaceOf(state.blocks, block._id, section.id, newBlockId);
    if (action) state.dispatch(action);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>{labels.ui.saveAsSection}</button>
      {open && <NameDialog ui={labels.ui} onSave={save} onClose={() => setOpen(false)} />}
    </>
  );
}
