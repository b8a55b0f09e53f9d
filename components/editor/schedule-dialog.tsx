'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import { useEditor, useEditorStore } from './editor-store-context';
import type { WorkbenchLabels } from './labels';
import type { PlannedPublish } from './state/store';
import styles from './workbench.module.css';

/** A `datetime-local` value (the owner's clock) an hour from now, to start from. */
function inAnHour(now = new Date()): string {
  const local = new Date(now.getTime() + 3_600_000 - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * "Schedule publish" (issue 30): plans the draft's publish at a time, of every language or of the one the
 * page is open in, and lists the planned publishes by language, each with "Cancel schedule". The server
 * keeps one plan per language: a new time replaces that language's plan. Escape or Close shuts it.
 */
export function ScheduleDialog({ ui, lang, onClose }: { ui: WorkbenchLabels['ui']; lang: string; onClose(): void }) {
  const store = useEditorStore();
  const schedules = useEditor((s) => s.schedules);
  const languageNames = useEditor((s) => s.languageNames);
  const locale = useEditor((s) => s.document.locale);
  const hasDraft = useEditor((s) => s.hasDraft);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [when, setWhen] = useState(inAnHour);
  const [scope, setScope] = useState<'all' | 'one'>('all');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const nameOf = (code: string | null) => (code === null ? ui.allLanguages : languageNames[code] ?? code);
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  /** Sends one call and hands its answer (the document's state) to the store; a failure is notified by shopApi. */
  const send = async (call: (version: number) => Promise<{ version: number; hasDraft: boolean; schedules: PlannedPublish[] }>) => {
    setBusy(true);
    try {
      const state = await call(store.getState().version);
      store.getState().documentChanged({ version: state.version, hasDraft: state.hasDraft, schedules: state.schedules });
    } catch {
      // The notification says what went wrong; nothing changed.
    } finally {
      setBusy(false);
    }
  };
  const { kind, id } = store.getState().document;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send((baseVersion) => shopApi(documentRoutes.scheduleDraft, {
      params: { kind, id },
      body: { baseVersion, publishAt: new Date(when).toISOString(), ...(scope === 'one' ? { locale } : {}) },
    }));
  };
  const cancel = (scheduleId: string) => void send((baseVersion) => shopApi(documentRoutes.cancelSchedule, { params: { kind, id }, query: { baseVersion, scheduleId } }));

  const several = Object.keys(languageNames).length > 1;
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={onClose} className={styles.scheduleDialog}>
      <h2 id={titleId} className={styles.heading}>{ui.schedulePublish}</h2>
      <form onSubmit={submit}>
        <label>{ui.publishAt} <input type="datetime-local" required value={when} onChange={(event) => setWhen(event.target.value)} /></label>
        {several && (
          <label>{ui.publishLanguages}{' '}
            <select value={scope} onChange={(event) => setScope(event.target.value as 'all' | 'one')}>
              <option value="all">{ui.allLanguages}</option>
              <option value="one">{nameOf(locale)}</option>
            </select>
          </label>
        )}
        <button type="submit" disabled={busy || !hasDraft}>{ui.schedule}</button>
      </form>
      <section aria-label={ui.scheduled}>
        <h3 className={styles.revisionName}>{ui.scheduled}</h3>
        {schedules.length === 0 && <p className={styles.empty}>{ui.noSchedules}</p>}
        <ul className={styles.revisions}>
          {schedules.map((plan) => (
            <li key={plan.id} className={styles.revision}>
              <p id={`${titleId}-${plan.id}`}>{nameOf(plan.locale)}{' · '}{format.format(new Date(plan.publishAt))}</p>
              <button type="button" aria-describedby={`${titleId}-${plan.id}`} disabled={busy} onClick={() => cancel(plan.id)}>{ui.cancelSchedule}</button>
            </li>
          ))}
        </ul>
      </section>
      <button type="button" onClick={() => dialog.current?.close()}>{ui.close}</button>
    </dialog>
  );
}
