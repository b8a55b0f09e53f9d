'use client';

import { createTranslator } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { translationRoutes } from '@/lib/api/routes/translation';
import { resolveUiLanguage, type UiLanguage } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { flattenMessages, keysForElement, type FlatMessages } from './message-matching';
import styles from './translation-editor.module.css';

type Translate = (key: string, values?: Record<string, string | number>) => string;
interface Catalogue { language: UiLanguage; messages: FlatMessages; t: Translate }
interface Picked { element: Element; keys: string[] }

const changesKey = (language: string) => `vitrine:translation-editor:changes:${language}`;

function readChanges(language: string): Record<string, string> {
  try {
    return JSON.parse(window.localStorage.getItem(changesKey(language)) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The new text in the page where the element shows the message as it is (no arguments filled in, no
 * markup): a preview that the page's next render of the element puts back.
 */
function showInPlace(element: Element, message: string | undefined, text: string): void {
  if (element.childElementCount === 0 && message !== undefined && element.textContent?.trim() === message.trim()) element.textContent = text;
}

/** The kept changes in the shape of messages/<lang>.json (`{ Namespace: { key: text } }`), for the developers to merge. */
export function changesFile(changes: Record<string, string>): Record<string, Record<string, unknown>> {
  const file: Record<string, Record<string, unknown>> = {};
  for (const [fullKey, text] of Object.entries(changes)) {
    const [namespace, ...path] = fullKey.split('.');
    let node: Record<string, unknown> = (file[namespace!] ??= {});
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = text;
  }
  return file;
}

/**
 * The in-context translation editor (spec section 7: "an in-context translation editor script loads when
 * enabled"): pick a text on the page, by pointer or by Enter on what has the focus, to see which
 * interface text (message key) it is and write a new one; the changes are kept in this browser and
 * downloaded as a file in the shape of messages/<lang>.json. It changes nothing on the server: the
 * translations ship with the app, through the team's own review.
 */
export function TranslationEditor() {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Picked | 'none' | null>(null);
  const [changes, setChanges] = useState<Record<string, string>>({});
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const language = resolveUiLanguage(document.documentElement.lang);
    // The texts to find and edit as written (the API reads them from the language's file); the page's own
    // messages are compiled, which formats the editor's texts but is no text to edit.
    void Promise.all([shopApi(translationRoutes.getTranslations, { params: { language } }), loadMessages(language)]).then(([sources, all]) => {
      const t = createTranslator({ locale: language, messages: all, namespace: 'TranslationEditor' }) as unknown as Translate;
      setCatalogue({ language, messages: flattenMessages(sources), t });
      setChanges(readChanges(language));
    });
  }, []);

  useEffect(() => {
    if (!picking || !catalogue) return;
    document.body.classList.add(styles.picking!);
    const pick = (event: Event) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
      // The page's own action (a link, a button) does not run while a text is being picked.
      event.preventDefault();
      event.stopPropagation();
      setPicked(keysForElement(catalogue.messages, target) ?? 'none');
      setDrafts({});
      setPicking(false);
    };
    window.addEventListener('click', pick, true);
    window.addEventListener('keydown', pick, true);
    return () => {
      document.body.classList.remove(styles.picking!);
      window.removeEventListener('click', pick, true);
      window.removeEventListener('keydown', pick, true);
    };
  }, [picking, catalogue]);

  useEffect(() => {
    if (!picked || picked === 'none') return;
    picked.element.classList.add(styles.picked!);
    return () => picked.element.classList.remove(styles.picked!);
  }, [picked]);

  if (!catalogue) return null;
  const { t, language, messages } = catalogue;

  const keep = (key: string) => {
    const text = drafts[key];
    if (text === undefined || !picked || picked === 'none') return;
    const next = { ...changes, [key]: text };
    setChanges(next);
    try {
      window.localStorage.setItem(changesKey(language), JSON.stringify(next));
    } catch {
      // Without storage the changes last until the page is left; the download still has them.
    }
    showInPlace(picked.element, messages.get(key), text);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(changesFile(changes), null, 2)}\n`], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `messages-${language}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const count = Object.keys(changes).length;
  return (
    <section ref={panel} className={styles.panel} aria-labelledby={headingId} lang={language}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>{t('title')}</h2>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>{open ? t('hide') : t('show')}</button>
      </div>
      {open && (
        <>
          <p className={styles.hint}>{t('pickHint')}</p>
          <button type="button" aria-pressed={picking} onClick={() => setPicking(!picking)}>{picking ? t('stopPicking') : t('pick')}</button>
          {picked === 'none' && <p role="status">{t('noMatch')}</p>}
          {picked && picked !== 'none' && (
            <ul className={styles.keys}>
              {picked.keys.map((key) => (
                <li key={key}>
                  <p><code>{key}</code></p>
                  <p className={styles.current}>{changes[key] ?? messages.get(key)}</p>
                  <label>
                    {t('newText', { language })}
                    <textarea value={drafts[key] ?? changes[key] ?? messages.get(key) ?? ''} rows={2}
                      onChange={(event) => setDrafts({ ...drafts, [key]: event.currentTarget.value })} />
                  </label>
                  <button type="button" disabled={drafts[key] === undefined} onClick={() => keep(key)}>{t('keep')}</button>
                </li>
              ))}
            </ul>
          )}
          <p role="status">{t('kept', { count })}</p>
          <button type="button" disabled={count === 0} onClick={download}>{t('download')}</button>
          <p className={styles.hint}>{t('downloadHint', { language })}</p>
        </>
      )}
    </section>
  );
}
