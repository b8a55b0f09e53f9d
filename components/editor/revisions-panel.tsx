'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import type { RevisionSummaryPayload } from '@/lib/contract/documents';
import type { Block } from '@/lib/schemas/page-content';
import { CompareDialog } from './compare/compare-dialog';
import { DraftCopies } from './compare/draft-copies';
import { ConfirmDialog } from './confirm-dialog';
import { useEditor, useEditorStore } from './editor-store-context';
import { conflictVersionOf } from './save-conflict';
import { fill, type WorkbenchLabels } from './labels';
import { describeChanges } from './revision-changes';
import styles from './workbench.module.css';

/**
 * Every publish of the page, newest first, each comparable with the draft ("Compare": its blocks are
 * loaded then) and restorable as the draft (after a question), then the copies of unsaved changes kept
 * at a takeover. The list is loaded when the panel opens and again whenever the document's version
 * moves, which a publish does.
 */
export function RevisionsPanel({ labels }: { labels: WorkbenchLabels }) {
  const { ui } = labels;
  const store = useEditorStore();
  const draft = useEditor((s) => s.blocks);
  const router = useRouter();
  const document = useEditor((s) => s.document);
  const version = useEditor((s) => s.version);
  const saving = useEditor((s) => s.saveStatus === 'saving');
  const [revisions, setRevisions] = useState<RevisionSummaryPayload[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [comparing, setComparing] = useState<{ number: number; blocks: Block[] | null } | null>(null);
  // In the owner's language, as every date of the editor: the page's (document.locale) may be another.
  const publishedAt = useMemo(() => new Intl.DateTimeFormat(labels.language, { dateStyle: 'medium', timeStyle: 'short' }), [labels.language]);

  useEffect(() => {
    let current = true;
    // A failure is shown as a notification by shopApi; the panel offers to try again.
    shopApi(documentRoutes.listRevisions, { params: { kind: document.kind, id: document.id } })
      .then((list) => { if (current) setRevisions(list); })
      .catch(() => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [document, version, attempt]);

  const restore = async (number: number) => {
    const { document: { kind, id }, version: baseVersion } = store.getState();
    setRestoring(true);
    try {
      const state = await shopApi(documentRoutes.restoreRevision, { params: { kind, id, number }, body: { baseVersion } }, { silent: true });
      // The restored blocks become the editor's (the replaced ones one undo away) and the canvas shows them.
      store.getState().documentChanged({ version: state.version, hasDraft: state.hasDraft, blocks: state.draft, missingTexts: state.missingTexts });
      router.refresh();
    } catch (error) {
      const current = conflictVersionOf(error);
      if (current !== null) store.getState().saveConflicted(current);
      else showApiError(error);
    } finally {
      setRestoring(false);
    }
  };

  const compare = (number: number) => {
    setComparing({ number, blocks: null });
    const { kind, id } = document;
    shopApi(documentRoutes.getRevision, { params: { kind, id, number } })
      .then(({ blocks }) => setComparing((open) => (open?.number === number ? { number, blocks } : open)))
      // shopApi has shown why; the dialog closes.
      .catch(() => setComparing(null));
  };

  const loading = revisions === null && !failed;
  return (
    <section aria-label={ui.revisions}>
      <h2 className={styles.heading}>{ui.revisions}</h2>
      <p role="status" className={styles.empty}>{loading ? ui.loadingRevisions : ''}</p>
      {failed && <button type="button" onClick={() => { setFailed(false); setAttempt((n) => n + 1); }}>{ui.retry}</button>}
      {revisions?.length === 0 && <p className={styles.empty}>{ui.noRevisions}</p>}
      {revisions && revisions.length > 0 && (
        <ol className={styles.revisions}>
          {revisions.map((revision) => (
            <li key={revision.number} className={styles.revision}>
              <h3 className={styles.revisionName}>{fill(ui.revision, { number: revision.number })}</h3>
              <p>
                <time dateTime={revision.publishedAt}>{publishedAt.format(new Date(revision.publishedAt))}</time>
                {' · '}
                {revision.publishedByEmail ? fill(ui.publishedBy, { owner: revision.publishedByEmail }) : ui.publisherUnknown}
              </p>
              <p>{describeChanges(revision, ui)}</p>
              <button type="button" aria-label={fill(ui.compareRevision, { number: revision.number })}
                onClick={() => compare(revision.number)}>{ui.compare}</button>
              {/* While a save runs the base version is about to move: restoring now would conflict with it. */}
              <button type="button" aria-label={fill(ui.restoreRevision, { number: revision.number })} disabled={saving || restoring}
                onClick={() => setAsking(revision.number)}>{ui.restore}</button>
            </li>
          ))}
        </ol>
      )}
      <DraftCopies labels={labels} />
      {comparing && (
        <CompareDialog title={fill(ui.compareTitle, { number: comparing.number })} beforeLabel={fill(ui.compareBefore, { number: comparing.number })}
          before={comparing.blocks} draft={draft} labels={labels} onClose={() => setComparing(null)} />
      )}
      {asking !== null && (
        <ConfirmDialog question={fill(ui.restoreQuestion, { number: asking })} confirm={ui.confirm} cancel={ui.cancel}
          onConfirm={() => void restore(asking)} onClose={() => setAsking(null)} />
      )}
    </section>
  );
}
