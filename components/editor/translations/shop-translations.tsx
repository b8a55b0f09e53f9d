'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import type { DocumentGapsPayload } from '@/lib/contract/documents';
import { useEditor, useEditorStore } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import { sectionEditorHref } from '../sections/section-href';
import { editorDocumentHref } from '../site/page-picker/open-document';
import styles from '../workbench.module.css';
import { showAfterSwitch } from './show-after-switch';
import { languageName, textFieldName } from './text-fields';

type LanguageGaps = DocumentGapsPayload['languages'][number];

/**
 * The shop's missing translations as the server lists them from the saved drafts, asked again when a
 * save moves the version (a text translated here leaves the list); null while the first answer comes.
 */
function useShopGaps(): { documents: DocumentGapsPayload[] | null; failed: boolean; retry(): void } {
  const version = useEditor((s) => s.version);
  const [documents, setDocuments] = useState<DocumentGapsPayload[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    // A failure is shown as a notification by shopApi; the last list stays meanwhile.
    shopApi(documentRoutes.listMissingTranslations, { query: {} })
      .then((answer) => { if (current) { setDocuments(answer); setFailed(false); } })
      .catch(() => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [version, attempt]);
  return { documents, failed, retry: () => { setFailed(false); setAttempt((n) => n + 1); } };
}

/**
 * "Whole shop" of "Missing translations": per page, legal page, category page and section, and per
 * language, the texts it lacks with the default language's text; a language filter when several lack
 * some. "Show" selects the block when it is on the open page in the edited language, else opens its
 * page (or section) in that language, as the page picker does, and selects it there.
 */
export function ShopTranslations({ labels }: { labels: WorkbenchLabels }) {
  const { ui } = labels;
  const store = useEditorStore();
  const router = useRouter();
  const open = useEditor((s) => s.document);
  const defaultLocale = useEditor((s) => s.defaultLocale);
  const { documents, failed, retry } = useShopGaps();
  const [chosen, setChosen] = useState(open.locale === defaultLocale ? '' : open.locale);
  const idPrefix = useId();
  const languages = [...new Set((documents ?? []).flatMap((document) => document.languages.map(({ locale }) => locale)))];
  const language = languages.includes(chosen) ? chosen : '';
  const shown = (documents ?? [])
    .map((document) => ({ ...document, languages: document.languages.filter(({ locale }) => !language || locale === language) }))
    .filter((document) => document.languages.length > 0);

  const show = (document: DocumentGapsPayload, { locale, route }: LanguageGaps, blockId: string) => {
    if (document.kind === open.kind && document.id === open.id && locale === open.locale) {
      store.getState().select(blockId);
      return;
    }
    showAfterSwitch(locale, blockId);
    const links = { editor: true, locale, defaultLocale };
    if (route !== null) {
      router.push(editorDocumentHref(route, links));
      return;
    }
    // A section opens over the start page in that language.
    router.push(sectionEditorHref(document.id, new URL(editorDocumentHref('/', links), window.location.origin)));
  };

  return (
    <>
      {languages.length > 1 && (
        <p className={styles.field}>
          <label htmlFor={`${idPrefix}-language`}>{ui.missingLanguage}</label>
          <select id={`${idPrefix}-language`} value={language} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{ui.missingAllLanguages}</option>
            {languages.map((code) => <option key={code} value={code}>{languageName(code)}</option>)}
          </select>
        </p>
      )}
      {shown.length === 0 && (
        <p role="status" className={styles.empty}>{failed ? ui.missingShopFailed : documents ? ui.missingShopNone : ui.missingShopLoading}</p>
      )}
      {failed && <button type="button" onClick={retry}>{ui.retry}</button>}
      {shown.map((document) => {
        const title = document.type === 'section' ? fill(ui.missingSectionNamed, { name: document.title }) : document.title;
        return (
          <section key={`${document.kind} ${document.id}`} aria-label={title} className={styles.checkGroup}>
            <h3 className={styles.revisionName}>{title}</h3>
            {document.languages.map((gaps) => {
              const heading = fill(ui.missingIn, { language: languageName(gaps.locale), count: gaps.texts.length });
              return (
                <section key={gaps.locale} aria-label={heading}>
                  <h4 className={styles.revisionName}>{heading}</h4>
                  <ul className={styles.revisions}>
                    {gaps.texts.map(({ blockId, path, text, hidden }, index) => {
                      const id = `${idPrefix}-${document.id}-${gaps.locale}-${index}`;
                      return (
                        <li key={`${blockId} ${path}`} className={styles.revision}>
                          <p id={id}>{textFieldName(path, labels)}{': '}{text}{hidden && ` (${ui.missingHidden})`}</p>
                          <button type="button" aria-describedby={id} onClick={() => show(document, gaps, blockId)}>{ui.show}</button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
          </section>
        );
      })}
    </>
  );
}
