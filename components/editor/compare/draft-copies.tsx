'use client';

import { useEffect, useMemo, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import type { DraftCopyPayload } from '@/lib/contract/documents';
import { useEditor, useEditorStore } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import { CompareDialog } from './compare-dialog';
import styles from '../workbench.module.css';

/**
 * The page's copies of unsaved changes, kept when another owner took the page over (presence.ts), in
 * the page's locale, newest first: each compared with the draft, or restored into the editor (one
 * change, undone by Undo, saved as any change is). Nothing shows while there are none.
 */
export function DraftCopies({ labels }: { labels: WorkbenchLabels }) {
  const { ui } = labels;
  const store = useEditorStore();
  const document = useEditor((s) => s.document);
  const version = useEditor((s) => s.version);
  const takeover = useEditor((s) => s.takeover);
  const draft = useEditor((s) => s.blocks);
  const [copies, setCopies] = useState<DraftCopyPayload[]>([]);
  const [comparing, setComparing] = useState<DraftCopyPayload | null>(null);
  // In the owner's language, as every date of the editor: the page's (document.locale) may be another.
  const time = useMemo(() => new Intl.DateTimeFormat(labels.language, { dateStyle: 'medium', timeStyle: 'medium' }), [labels.language]);

  useEffect(() => {
    let current = true;
    // A copy is kept right after a takeover, and the taker's version moves with its saves: both reload the list.
    shopApi(documentRoutes.listDraftCopies, { params: { kind: document.kind, id: document.id } }, { silent: true })
      .then((list) => { if (current) setCopies(list); })
      .catch(() => undefined);
    return () => { current = false; };
  }, [document, version, takeover]);

  if (copies.length === 0) return null;
  return (
    <section aria-label={ui.draftCopies}>
      <h3 className={styles.heading}>{ui.draftCopies}</h3>
      <ol className={styles.revisions}>
        {copies.map((copy) => {
          const at = time.format(new Date(copy.createdAt));
          return (
            <li key={copy.id} className={styles.revision}>
              <h4 className={styles.revisionName}>{fill(ui.draftCopy, { time: at })}</h4>
              <p>{fill(ui.draftCopyOf, { owner: copy.ownerEmail ?? ui.anotherOwner, taker: copy.takenOverByEmail ?? ui.anotherOwner })}</p>
              <button type="button" aria-label={fill(ui.compareCopy, { time: at })} onClick={() => setComparing(copy)}>{ui.compare}</button>
              <button type="button" aria-label={fill(ui.restoreCopy, { time: at })}
                onClick={() => store.getState().dispatch({ type: 'replace', blocks: copy.blocks })}>{ui.restore}</button>
            </li>
          );
        })}
      </ol>
      {comparing && (
        <CompareDialog title={fill(ui.copyTitle, { time: time.format(new Date(comparing.createdAt)) })} beforeLabel={ui.inCopy}
          before={comparing.blocks} draft={draft} labels={labels} onClose={() => setComparing(null)} />
      )}
    </section>
  );
}
