'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { walkBlocks } from '@/components/blocks/block-tree';
import { SECTION_BLOCK_TYPE } from '@/components/blocks/sections';
import { shopApi } from '@/lib/api/browser';
import { sectionRoutes } from '@/lib/api/routes/section';
import type { Block } from '@/lib/schemas/page-content';
import { BLOCK_ICONS, BlockIcon } from '../block-icons';
import { useEditor, useEditorStore } from '../editor-store-context';
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

/** "Save as section" of one block, wherever it is offered: whether it is, what opens its dialog, and the dialog to render. */
export interface SaveAsSectionOffer {
  /** False for a reference (it is a section already) and for a section's own blocks (sections do not nest). */
  available: boolean;
  start(): void;
  /** The naming dialog while it is open, else null. */
  dialog: ReactNode;
}

/**
 * "Save as section", one implementation for its three places (the inspector, the block's toolbar on the
 * canvas, the row menu in Layers): the block (a layout with its children) becomes a new section under the
 * name the owner gives, with every language's texts, live at once; on the page itself the block is
 * replaced by a reference to it (one undo step), so that the page shows the section from then on.
 */
export function useSaveAsSection(block: Block, labels: WorkbenchLabels): SaveAsSectionOffer {
  const store = useEditorStore();
  const inSection = useEditor((s) => s.document.kind === 'section');
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
  return {
    available: !inSection && block.type !== SECTION_BLOCK_TYPE,
    start: () => setOpen(true),
    dialog: open ? <NameDialog ui={labels.ui} onSave={save} onClose={() => setOpen(false)} /> : null,
  };
}

/** The inspector's "Save as section" button. */
export function SaveAsSection({ block, labels }: { block: Block; labels: WorkbenchLabels }) {
  const offer = useSaveAsSection(block, labels);
  if (!offer.available) return null;
  return (
    <>
      <button type="button" onClick={offer.start}>{labels.ui.saveAsSection}</button>
      {offer.dialog}
    </>
  );
}

/** The block toolbar's "Save as section" on the canvas: an icon button, its dialog in the editor's document (a modal there holds the whole workspace). */
export function SaveAsSectionTool({ block, name, labels }: { block: Block; name: string; labels: WorkbenchLabels }) {
  const offer = useSaveAsSection(block, labels);
  if (!offer.available) return null;
  return (
    <>
      <button type="button" aria-label={`${labels.ui.saveAsSection}: ${name}`} title={labels.ui.saveAsSection} onClick={offer.start}>
        <BlockIcon d={BLOCK_ICONS.saveAsSection} />
      </button>
      {offer.dialog && createPortal(offer.dialog, document.body)}
    </>
  );
}
