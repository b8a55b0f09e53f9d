'use client';

import { useState } from 'react';
import { placeOf } from '@/components/blocks/block-tree';
import { referencedSections } from '@/components/blocks/sections';
import { shopApi } from '@/lib/api/browser';
import { sectionRoutes } from '@/lib/api/routes/section';
import { ConfirmDialog } from '../confirm-dialog';
import { useEditor, useEditorStore } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import { newBlockId } from '../new-block';
import { sectionReference, type EditorSection } from '../state/sections';
import type { EditorState } from '../state/store';
import styles from '../workbench.module.css';
import { sectionEditorHref } from './section-href';

/** Where a reference goes: where a "+" chose, else after the selection's page-level block, else at the end of the page. */
function placeForReference({ blocks, selectedId, insertAt }: EditorState) {
  if (insertAt && insertAt.parentId === null) return insertAt;
  let id = selectedId;
  let place = id ? placeOf(blocks, id) : null;
  while (place?.parentId) {
    id = place.parentId;
    place = placeOf(blocks, id);
  }
  return place ? { ...place, index: place.index + 1 } : { parentId: null, column: 0, index: blocks.length };
}

/** The question before a deletion: the pages that keep a copy of the section's blocks, by name. */
interface Deletion {
  section: EditorSection;
  question: string;
}

/**
 * The palette's "Sections": each of the shop's sections, placed on the page by a click (a reference,
 * not a copy: the page shows what the section holds), opened in the editor with "Edit section", or
 * deleted after a question that names the pages using it (they keep a copy of its blocks).
 */
export function SectionsGroup({ labels }: { labels: WorkbenchLabels }) {
  const store = useEditorStore();
  const sections = useEditor((s) => s.sections);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const { ui } = labels;
  const list = Object.values(sections).sort((a, b) => a.name.localeCompare(b.name, labels.language));
  const place = (section: EditorSection) => {
    const state = store.getState();
    state.dispatch({ type: 'insert', block: sectionReference(section.id, newBlockId()), at: placeForReference(state) });
  };
  const ask = async (section: EditorSection) => {
    const { usedBy } = await shopApi(sectionRoutes.getSection, { params: { id: section.id } });
    const question = usedBy.length === 0 ? fill(ui.deleteUnusedSectionQuestion, { name: section.name })
      : fill(ui.deleteSectionQuestion, { name: section.name, pages: usedBy.map((user) => user.title).join(', ') });
    setDeletion({ section, question });
  };
  const remove = async (section: EditorSection) => {
    const used = referencedSections(store.getState().blocks).includes(section.id);
    await shopApi(sectionRoutes.deleteSection, { params: { id: section.id } });
    store.getState().sectionDeleted(section.id);
    // The server put copies in place of this page's references, in its draft: the editor loads that draft.
    if (used) window.location.reload();
  };
  return (
    <section aria-label={ui.sections}>
      <h2 className={styles.heading}>{ui.sections}</h2>
      {list.length === 0 ? <p className={styles.empty}>{ui.noSections}</p> : (
        <ul className={styles.sectionList}>
          {list.map((section) => (
            <li key={section.id}>
              <button type="button" onClick={() => place(section)}>{section.name}</button>
              <a href={sectionEditorHref(section.id)} aria-label={fill(ui.editNamedSection, { name: section.name })}>{ui.editSection}</a>
              <button type="button" aria-label={fill(ui.deleteNamedSection, { name: section.name })} onClick={() => void ask(section)}>{ui.deleteSection}</button>
            </li>
          ))}
        </ul>
      )}
      {deletion && (
        <ConfirmDialog question={deletion.question} confirm={ui.deleteSection} cancel={ui.cancel}
          onConfirm={() => void remove(deletion.section)} onClose={() => setDeletion(null)} />
      )}
    </section>
  );
}
