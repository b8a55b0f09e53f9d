'use client';

import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { usePathname, useRouter } from 'next/navigation';
import { useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import type { EditableDocumentPayload } from '@/lib/contract/documents';
import { pathFor, type LinkContext } from '@/lib/routing/links';
import { parsePublicPath } from '@/lib/routing/parse-path';
import { fill } from '../../labels';
import type { PagePickerLabels } from './labels';
import { editorDocumentHref } from './open-document';
import { documentNotes, groupDocuments } from './page-options';
import styles from './page-picker.module.css';

/** How many pages, and how many categories, one answer lists: enough to scroll, few enough to stay quick; the search finds the rest. */
const LIMIT = 50;

function useDocuments(locale: string, q: string) {
  return useQuery({
    queryKey: ['editor', 'documents', locale, q],
    queryFn: () => shopApi(documentRoutes.listDocuments, { query: { q, limit: LIMIT } }, { silent: true }),
    staleTime: 0,
  });
}

/** The document at the open path, asked for by its route: the list holds only the first pages of a large shop. */
function useOpenDocument(locale: string, pathname: string) {
  const { route } = parsePublicPath(pathname);
  return useQuery({
    queryKey: ['editor', 'documents', locale, 'at', route],
    queryFn: async () => (await shopApi(documentRoutes.listDocuments, { query: { route, limit: 1 } }, { silent: true }))[0] ?? null,
    staleTime: 0,
  });
}

const samePath = (a: string, b: string) => { try { return decodeURI(a) === decodeURI(b); } catch { return a === b; } };

/**
 * The top bar's page picker: the open page's name, and a list of every page, legal page and category
 * page to open instead, searched by title or slug as the owner types, each saying whether it has
 * unpublished changes. A combobox in a popover (the browser's top layer: the bar clips nothing of it):
 * arrows move through the options, Enter opens one, Escape closes.
 */
export function PagePicker({ labels, links }: { labels: PagePickerLabels; links: LinkContext }) {
  const router = useRouter();
  const pathname = usePathname();
  const ids = { popover: useId(), list: useId(), input: useId() };
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // The list opens from script: until the page is hydrated a click would do nothing, so it waits, disabled.
  const hydrated = useHydrated();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const [active, setActive] = useState(0);
  const all = useDocuments(links.locale, '');
  const searched = useDocuments(links.locale, q);
  const shown = q ? searched : all;
  const documents = shown.data ?? [];
  // Options in the order arrows move through them: the groups' order.
  const groups = groupDocuments(documents);
  const options = groups.flatMap((group) => group.documents);
  const activeDocument = options[Math.min(active, options.length - 1)];
  const editorPath = (route: string) => pathFor(route, links);
  const isCurrent = (document: EditableDocumentPayload) => samePath(editorPath(document.route), pathname);
  const atPath = useOpenDocument(links.locale, pathname);
  const current = atPath.data;

  const show = () => {
    const box = button.current!.getBoundingClientRect();
    const element = popover.current!;
    element.style.insetBlockStart = `${box.bottom + 4}px`;
    element.style.insetInlineStart = `${Math.max(8, box.left)}px`;
    element.showPopover();
    void all.refetch();
    void atPath.refetch();
  };
  const openDocument = (document: EditableDocumentPayload | undefined) => {
    if (!document) return;
    popover.current?.hidePopover();
    if (!isCurrent(document)) router.push(editorDocumentHref(document.route, links));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openDocument(activeDocument);
    } else if (event.key === 'Escape') {
      // A search field would only clear itself: Escape closes the list, back where it was opened.
      event.preventDefault();
      popover.current?.hidePopover();
      button.current?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : Math.max(0, options.length - 1));
    }
  };

  const title = current?.title;
  const status = shown.isError ? labels.failed : shown.isPending ? labels.loading
    : documents.length === 0 ? fill(labels.noMatch, { query: q }) : fill(labels.found, { count: String(documents.length) });
  return (
    <div className={styles.picker}>
      <button ref={button} type="button" className={styles.button} aria-haspopup="dialog" aria-expanded={open} aria-controls={ids.popover}
        aria-label={title ? fill(labels.current, { title }) : labels.choose} title={title ?? undefined} disabled={!hydrated} onClick={() => (open ? popover.current?.hidePopover() : show())}>
        <span className={styles.title}>{title ?? labels.choose}</span>
        {current?.hasDraft && <span className={styles.dot} aria-hidden="true" />}
      </button>
      <div ref={popover} id={ids.popover} popover="auto" role="dialog" aria-label={labels.open} className={styles.popover}
        onToggle={(event) => {
          const opened = event.newState === 'open';
          setOpen(opened);
          if (opened) { setTyped(''); setActive(0); popover.current?.querySelector('input')?.focus(); }
        }}>
        <label htmlFor={ids.input} className={styles.label}>{labels.search}</label>
        <input id={ids.input} type="search" role="combobox" autoComplete="off" value={typed} maxLength={200}
          aria-expanded={options.length > 0} aria-controls={ids.list} aria-autocomplete="list"
          aria-activedescendant={activeDocument ? `${ids.list}-${activeDocument.kind}-${activeDocument.id}` : undefined}
          onChange={(event) => { setTyped(event.target.value); setActive(0); }} onKeyDown={onKeyDown} />
        <p role="status" className={styles.status}>{status}</p>
        <div id={ids.list} role="listbox" aria-label={labels.open} className={styles.list}>
          {groups.map((group) => (
            <div key={group.type} role="group" aria-labelledby={`${ids.list}-${group.type}`}>
              <div id={`${ids.list}-${group.type}`} role="presentation" className={styles.heading}>{labels[group.heading]}</div>
              {group.documents.map((document) => {
                const notes = documentNotes(document, labels);
                return (
                  <div key={document.id} id={`${ids.list}-${document.kind}-${document.id}`} role="option"
                    aria-selected={document === activeDocument} aria-current={isCurrent(document) ? 'page' : undefined}
                    className={styles.option} onPointerDown={(event) => event.preventDefault()} onClick={() => openDocument(document)}>
                    <span>{document.title}</span>
                    {notes.length > 0 && <span className={styles.notes}>{notes.join(' · ')}</span>}
                    {document.hasDraft && <span className={styles.dot} aria-hidden="true" />}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
