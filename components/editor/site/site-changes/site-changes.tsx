'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { shopApi } from '@/lib/api/browser';
import { siteRoutes } from '@/lib/api/routes/site';
import type { SiteChange } from '@/lib/content/site-draft';
import type { SiteRevision } from '@/lib/server/site/publish-site';
import { ConfirmDialog } from '../../confirm-dialog';
import { fill } from '../../labels';
import { describeChange, type SiteChangesLabels } from './labels';
import styles from './site-changes.module.css';

type Outcome = 'publishing' | 'published' | 'discarded' | 'changedMeanwhile' | 'failed' | null;

/**
 * "Publish site changes": the shop-wide changes the editor keeps as drafts (shop settings, menus, theme)
 * with how many wait, a list of them, and one action that makes them live together, or discards them.
 * The list comes from the server with every render of the editor, which each saved change refreshes.
 */
export function SiteChanges({ changes, labels, language }: { changes: SiteChange[]; labels: SiteChangesLabels; language: string }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const countId = useId();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    const element = dialog.current;
    if (open) element?.showModal();
    return () => element?.close();
  }, [open]);

  const act = async (call: () => Promise<unknown>, done: Outcome) => {
    setOutcome('publishing');
    try {
      await call();
      setOutcome(done);
      setOpen(false);
    } catch (error) {
      setOutcome(error instanceof ApiError && (error.code === 'SiteChangesChanged' || error.code === 'NothingToPublish') ? 'changedMeanwhile' : 'failed');
    }
    router.refresh();
  };
  const publish = () => act(() => shopApi(siteRoutes.publishSiteChanges, {}, { silent: true }), 'published');
  const discard = () => act(() => shopApi(siteRoutes.discardSiteChanges, {}, { silent: true }), 'discarded');

  return (
    <div className={styles.siteChanges}>
      <button type="button" className={styles.open} onClick={() => { setOutcome(null); setOpen(true); }} aria-describedby={countId} disabled={changes.length === 0}
        title={labels.publishSiteChanges}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.6 9h16.8M3.6 15h16.8M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"
            fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.label}>{labels.publishSiteChanges}</span>
        {/* Where the bar is short of room the count alone, beside the name as on Publish; its words stay the description. */}
        {changes.length > 0 && <span className={styles.badge} aria-hidden="true">{changes.length}</span>}
      </button>
      {/* "No site changes waiting" is the disabled button's description; only a count is worth the bar's room. */}
      <span id={countId} className={changes.length === 0 ? 'visually-hidden' : styles.count}>
        {changes.length === 0 ? labels.nothingWaiting : fill(labels.waiting, { count: changes.length })}
      </span>
      {/* Cut to a short line where the bar is short of room: the whole text stays the status screen readers hear, and its tooltip. */}
      <span role="status" className={styles.outcome} title={outcome && !open ? labels[outcome] : undefined}>{outcome && !open ? labels[outcome] : ''}</span>
      {open && (
        <dialog ref={dialog} aria-labelledby={headingId} onClose={() => setOpen(false)} className={styles.dialog}>
          <h2 id={headingId}>{labels.heading}</h2>
          <p>{labels.intro}</p>
          <ul>{changes.map((change) => <li key={JSON.stringify(change)}>{describeChange(labels, change)}</li>)}</ul>
          <p role="status">{outcome ? labels[outcome] : ''}</p>
          <PublishedBefore labels={labels} language={language} />
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => void publish()} disabled={outcome === 'publishing' || changes.length === 0}>
              {labels.publishSiteChanges}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(true)} disabled={outcome === 'publishing' || changes.length === 0}>
              {labels.discard}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>{labels.cancel}</button>
          </div>
          {asking && (
            <ConfirmDialog question={labels.discardQuestion} confirm={labels.confirmDiscard} cancel={labels.cancel}
              onConfirm={() => void discard()} onClose={() => setAsking(false)} />
          )}
        </dialog>
      )}
    </div>
  );
}

type Revisions = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; revisions: SiteRevision[] };

/** The last site publishes (GET /site/revisions): when, by whom, what went live; loaded when the owner opens it. */
function PublishedBefore({ labels, language }: { labels: SiteChangesLabels; language: string }) {
  const [revisions, setRevisions] = useState<Revisions | null>(null);
  const load = () => {
    if (revisions) return;
    setRevisions({ state: 'loading' });
    shopApi(siteRoutes.listSiteRevisions, {}, { silent: true }).then(
      (list) => setRevisions({ state: 'ready', revisions: list.slice(0, 5) }),
      () => setRevisions({ state: 'failed' }),
    );
  };
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <details onToggle={(event) => { if ((event.target as HTMLDetailsElement).open) load(); }}>
      <summary>{labels.publishedBefore}</summary>
      {revisions?.state === 'loading' && <p role="status">{labels.loadingBefore}</p>}
      {revisions?.state === 'failed' && <p role="alert">{labels.failed}</p>}
      {revisions?.state === 'ready' && (revisions.revisions.length === 0 ? <p>{labels.noneBefore}</p> : (
        <ul>
          {revisions.revisions.map((revision) => (
            <li key={revision.id}>
              {fill(labels.publishedBy, { date: when.format(new Date(revision.publishedAt)), who: revision.publishedBy ?? labels.formerOwner })}
              <ul>{revision.changes.map((change) => <li key={JSON.stringify(change)}>{describeChange(labels, change)}</li>)}</ul>
            </li>
          ))}
        </ul>
      ))}
    </details>
  );
}
