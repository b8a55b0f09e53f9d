'use client';

import { useRouter } from 'next/navigation';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { shopApi } from '@/lib/api/browser';
import { blockChanges } from '@/lib/content/block-changes';
import { runChecks } from '@/lib/content/checks/registry';
import type { CheckFinding } from '@/lib/content/checks/types';
import { BREAKPOINTS } from '@/lib/schemas/block-visibility';
import { documentRoutes } from '@/lib/api/routes/document';
import { shopperViewHref } from '@/lib/routing/editor-view';
import { useEditor, useEditorStore } from './editor-store-context';
import { BlockIcon } from './block-icons';
import { fetchCheckLookups, forLanguage } from './checks/check-lookups';
import { ConfirmDialog } from './confirm-dialog';
import { movedAddress } from './moved-address';
import { PresenceBar } from './presence/presence-bar';
import { RowMenu } from './row-menu';
import { ScheduleDialog } from './schedule-dialog';
import { fill, type WorkbenchLabels } from './labels';
import { describeChanges } from './revision-changes';
import type { DocumentRef } from './state/store';
import styles from './workbench.module.css';

/** What the newest revision (the publish just made) changed, in the owner's words; null when it cannot be read. */
async function describePublish({ kind, id }: DocumentRef, ui: WorkbenchLabels['ui']): Promise<string | null> {
  try {
    const [newest] = await shopApi(documentRoutes.listRevisions, { params: { kind, id } }, { silent: true });
    return newest ? describeChanges(newest, ui) : null;
  } catch {
    // The publish went through all the same: the status says so without the list.
    return null;
  }
}

/** The pictures of the page's tools; their names show beside them where the bar has room (workbench.module.css). */
const TOOL_ICONS = {
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  tablet: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  desktop: 'M3 5h18v11H3zM8 20h8M12 16v4',
  checks: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  viewAsShopper: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
};

interface LastPublish {
  /** The version the publish left. */
  version: number;
  /** What it made live, in the owner's words; null when that could not be read. */
  changes: string | null;
}

/**
 * The last publish of each document in this tab, by kind and id. A publish that changes a page's slug
 * moves the editor to the page's new address, which renders the page's workbench anew: the status still
 * says "Published" there. Only ever written in the browser (on Publish).
 */
const lastPublishes = new Map<string, LastPublish>();
const documentKey = ({ kind, id }: DocumentRef) => `${kind}:${id}`;

/**
 * "View as shopper": the page with its draft as shoppers will get it once published, in a new tab (the
 * editor's address in the shopper's view, lib/routing/editor-view.ts).
 */
function ViewAsShopper({ label }: { label: string }) {
  const hydrated = useHydrated();
  const href = hydrated ? shopperViewHref(window.location.pathname, window.location.search) : undefined;
  // Its name beside its picture where the bar has room, else its accessible name and tooltip (workbench.module.css).
  return (
    <a className={styles.viewAsShopper} href={href} target="_blank" rel="noopener" aria-disabled={!href} title={label}>
      <BlockIcon d={TOOL_ICONS.viewAsShopper} /><span className={styles.linkLabel}>{label}</span>
    </a>
  );
}

/** What Publish would make live, from the editor's state: how many blocks, and in words; none without a draft. */
function useWaitingChanges(ui: WorkbenchLabels['ui']) {
  const blocks = useDeferredValue(useEditor((s) => s.blocks));
  const published = useEditor((s) => s.publishedBlocks);
  const hasDraft = useEditor((s) => s.hasDraft);
  return useMemo(() => {
    if (!hasDraft) return null;
    const changes = blockChanges(published, blocks);
    const count = changes.added + changes.changed + changes.removed + (changes.moved ? 1 : 0);
    return count === 0 ? null : { count, description: fill(ui.publishWaiting, { changes: describeChanges({ changes, settings: null, summary: '' }, ui) }) };
  }, [blocks, published, hasDraft, ui]);
}

/**
 * Undo, redo, the status (saving, saved, or published with what went live, until the next change), the
 * preview widths, Checks (the pre-publish panel) and Publish with the number of changes it would make live
 * (and what they are, as its description and tooltip); those that would be lost before hydration wait for it.
 */
export function Toolbar({ ui, lang }: { ui: WorkbenchLabels['ui']; lang: string }) {
  const store = useEditorStore();
  const router = useRouter();
  const canUndo = useEditor((s) => s.history.past.length > 0);
  const canRedo = useEditor((s) => s.history.future.length > 0);
  const saveStatus = useEditor((s) => s.saveStatus);
  const viewport = useEditor((s) => s.viewport);
  const hasDraft = useEditor((s) => s.hasDraft);
  const unsaved = useEditor((s) => s.blocks !== s.savedBlocks);
  const version = useEditor((s) => s.version);
  const [publishing, setPublishing] = useState(false);
  /** The version a publish left and what it made live; shown while the document is still at that version. */
  const [published, setPublished] = useState(() => lastPublishes.get(documentKey(store.getState().document)) ?? null);
  const hydrated = useHydrated();
  const waiting = useWaitingChanges(ui);
  const waitingId = useId();

  /** How many findings the checks have, while the owner is asked whether to publish anyway. */
  const [asking, setAsking] = useState<number | null>(null);
  const publishAnyway = useRef(false);
  const sidebar = useEditor((s) => s.sidebar);
  const [scheduling, setScheduling] = useState(false);
  const locale = useEditor((s) => s.document.locale);
  const languageNames = useEditor((s) => s.languageNames);

  /**
   * Publish asks first when the checks find a problem (a finding some shoppers cannot get past: an image
   * without alternative text, unreadable colours, a broken link, an untitled frame), naming how many
   * findings there are in all: the same rules as the panel, on the saved draft (Publish waits for the
   * save), with fresh lookups. Advice alone (a language still to translate, a heading level, the page's
   * weight) does not ask, or every publish of a shop that translates later would. When the lookups
   * cannot be had, the owner is not kept from publishing: the checks advise, they never block.
   */
  const confirmPublish = async (only: string | null) => {
    // The Checks panel follows the choice: one language counts only its own missing texts.
    store.getState().choosePublishLocale(only);
    const { document, blocks } = store.getState();
    setPublishing(true);
    let findings: CheckFinding[] = [];
    try {
      findings = runChecks({ blocks, lookups: forLanguage(await fetchCheckLookups(document, true), only) });
    } catch {
      // Without the lookups there is nothing to ask about: publishing goes ahead.
    }
    if (findings.some((finding) => finding.severity === 'error')) {
      setPublishing(false);
      setAsking(findings.length);
    } else {
      await publish();
    }
  };

  const publish = async () => {
    const { document, version, publishLocale } = store.getState();
    setPublishing(true);
    try {
      const body = { baseVersion: version, ...(publishLocale === null ? {} : { locale: publishLocale }) };
      const state = await shopApi(documentRoutes.publishDraft, { params: { kind: document.kind, id: document.id }, body });
      store.getState().documentChanged({ version: state.version, hasDraft: state.hasDraft, route: state.route, published: state.published, schedules: state.schedules });
      const last = { version: state.version, changes: await describePublish(document, ui) };
      lastPublishes.set(documentKey(document), last);
      store.getState().choosePublishLocale(null);
      setPublished(last);
      // A page's new slug went live with it: the editor follows the page to its new address.
      const moved = movedAddress(window.location, document.route, state.route);
      if (moved) router.replace(moved);
      else router.refresh();
    } catch {
      // The notification shows what went wrong; the draft stays.
    } finally {
      setPublishing(false);
    }
  };

  const canPublish = hydrated && !publishing && !unsaved && saveStatus !== 'saving' && saveStatus !== 'taken-over' && hasDraft;

  const status = () => {
    if (saveStatus === 'saving') return ui.saving;
    if (published?.version === version) return published.changes === null ? ui.published : fill(ui.publishedChanges, { changes: published.changes });
    // A change waiting for its save (autosave waits for a pause) is not saved yet, whatever the last save said.
    return saveStatus === 'saved' && !unsaved ? ui.saved : '';
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={ui.toolbar}>
      <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z" title={ui.undo}>
        <BlockIcon d={TOOL_ICONS.undo} /><span className={styles.toolLabel}>{ui.undo}</span>
      </button>
      <button type="button" onClick={() => store.getState().redo()} disabled={!canRedo} aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z" title={ui.redo}>
        <BlockIcon d={TOOL_ICONS.redo} /><span className={styles.toolLabel}>{ui.redo}</span>
      </button>
      <div className={styles.viewports} role="group" aria-label={ui.previewWidth}>
        {BREAKPOINTS.map((v) => (
          <button key={v} type="button" aria-pressed={viewport === v} disabled={!hydrated} onClick={() => store.getState().setViewport(v)} title={ui[v]}>
            <BlockIcon d={TOOL_ICONS[v]} /><span className={styles.toolLabel}>{ui[v]}</span>
          </button>
        ))}
      </div>
      <PresenceBar ui={ui} lang={lang} />
      {/* Cut where the bar is short of room (bar-fit.tsx): the whole text stays the status screen readers hear, and its tooltip. */}
      <span className={styles.saveStatus} role="status" title={status() || undefined}>{status()}</span>
      <ViewAsShopper label={ui.viewAsShopper} />
      <button type="button" aria-pressed={sidebar === 'checks'} aria-controls="editor-panel" disabled={!hydrated} title={ui.checks}
        onClick={() => store.getState().openSidebar('checks')}>
        <BlockIcon d={TOOL_ICONS.checks} /><span className={styles.toolLabel}>{ui.checks}</span>
      </button>
      <button type="button" className={styles.publish} data-tour="publish" onClick={() => void confirmPublish(null)} disabled={!canPublish}
        aria-describedby={waiting ? waitingId : undefined} title={waiting?.description}>
        {ui.publish}
        {waiting && <span className={styles.publishCount} aria-hidden="true">{waiting.count}</span>}
      </button>
      {hydrated && (
        // Publish all, Publish <the open language> when the shop has several, and Schedule publish. Its name
        // ("Languages and schedule") holds no "Publish", which names the main button alone.
        <RowMenu label={ui.publishOptions} lang={lang} items={[
          ...(canPublish ? [{ label: ui.publishAll, onSelect: () => void confirmPublish(null) }] : []),
          ...(canPublish && Object.keys(languageNames).length > 1
            ? [{ label: fill(ui.publishLanguage, { language: languageNames[locale] ?? locale }), onSelect: () => void confirmPublish(locale) }] : []),
          { label: ui.schedulePublish, onSelect: () => setScheduling(true) },
        ]} />
      )}
      {scheduling && <ScheduleDialog ui={ui} lang={lang} onClose={() => setScheduling(false)} />}
      {waiting && <span id={waitingId} hidden>{waiting.description}</span>}
      {asking !== null && (
        // Publish anyway, or review the findings in the Checks panel (Escape reviews too: the safe choice).
        <ConfirmDialog question={fill(ui.publishChecksQuestion, { count: asking })} confirm={ui.publishAnyway} cancel={ui.checks}
          onConfirm={() => { publishAnyway.current = true; void publish(); }}
          onClose={() => {
            if (!publishAnyway.current) store.getState().openSidebar('checks');
            publishAnyway.current = false;
            setAsking(null);
          }} />
      )}
    </div>
  );
}
