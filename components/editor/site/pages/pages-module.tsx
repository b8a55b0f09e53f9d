'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { pageRoutes } from '@/lib/api/routes/page';
import { hrefFor, routes, withCarriedQuery } from '@/lib/routing/links';
import { notify } from '@/lib/stores/notifications';
import { ConfirmDialog } from '../../confirm-dialog';
import { fill } from '../../labels';
import { languageName } from '../../translations/text-fields';
import { AddPageLanguageDialog } from '../page-language/add-page-language-dialog';
import { SaveStatus } from '../save-status';
import { useSiteSave } from '../use-site-save';
import { CreatePageForm } from './create-page-form';
import { DuplicatePageForm } from './duplicate-page-form';
import type { Entry, MissingPageEntry, PageEntry, PagesModuleProps } from './entries';
import { EntryList, isCurrent, type EntryAction, type OpenForm } from './entry-list';
import { LegalSettingsForm } from './legal-settings-form';
import styles from './pages.module.css';
import { SettingsForm } from './settings-form';

export type { PagesModuleProps } from './entries';

/** Every slug of the entries of one kind, at any depth. */
function slugsOf(entries: readonly Entry[], kind: Entry['kind']): string[] {
  return entries.flatMap((entry) => [
    ...(entry.kind === kind ? [entry.slug] : []),
    ...(entry.kind === 'legal' ? [] : slugsOf(entry.children, kind)),
  ]);
}

/** How long "Page … deleted." shows (it is said to screen readers at once). */
const DELETED_NOTICE_MS = 6000;

const without = (slugs: ReadonlySet<string>, slug: string) => new Set([...slugs].filter((other) => other !== slug));

/**
 * The editor's page manager (the sidebar's first module): the shop's pages as the main and footer
 * menus nest them (categories too), the blank pages in neither, the legal pages, and the pages with no
 * title in the language being edited. Pages are created, opened, duplicated, renamed and set up, added
 * to the language, and deleted after a question; categories and legal pages are set up. Every write
 * shows the module's save status and refreshes the screen.
 */
export function PagesModule(props: PagesModuleProps) {
  const { texts, language, links, main, footer, other, legal, parents, current, locale, defaultLocale, notInLanguage, languageTexts } = props;
  const router = useRouter();
  const save = useSiteSave();
  const headingId = useId();
  const createId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<(OpenForm & { entry: Entry }) | null>(null);
  const [deleting, setDeleting] = useState<PageEntry | null>(null);
  const [adding, setAdding] = useState<MissingPageEntry | null>(null);
  const localeName = languageName(locale);
  // The button that opened a form or the question gets the focus back when it closes, or the
  // heading when its entry is gone (deleted).
  const opener = useRef<HTMLElement | null>(null);
  const [returnFocus, setReturnFocus] = useState(0);
  useEffect(() => {
    if (returnFocus === 0) return;
    const target = opener.current?.isConnected ? opener.current : heading.current;
    target?.focus();
  }, [returnFocus]);

  const all = useMemo(() => [...main, ...footer, ...other, ...legal], [main, footer, other, legal]);
  const pageSlugs = useMemo(() => new Set([...slugsOf(all, 'page'), ...slugsOf(all, 'legal')]), [all]);
  const categorySlugs = useMemo(() => new Set(slugsOf(all, 'category')), [all]);

  // Keeps the address's carried query (shop, token, ...) as links in the storefront do.
  const go = (route: string) => router.push(withCarriedQuery(hrefFor(route, links), window.location.search));
  const close = () => {
    setOpen(null);
    setCreating(false);
    setReturnFocus((count) => count + 1);
  };

  function act(action: EntryAction, entry: Entry, key: string, button: HTMLElement) {
    opener.current = button;
    if (action === 'delete') setDeleting(entry as PageEntry);
    else if (open?.key === key && open.action === action) close();
    else {
      setCreating(false);
      setOpen({ key, action, entry });
    }
  }

  async function remove(page: PageEntry) {
    const deleted = await save.run(async () => {
      await shopApi(pageRoutes.deletePage, { params: { slug: page.slug } }, { silent: true });
      return true;
    });
    if (!deleted) return;
    // Its row goes with the refresh: the focus waits at the module's heading, and the notice says it is done.
    heading.current?.focus();
    notify({ level: 'success', message: fill(texts.deleted, { title: page.title }), autoHideMs: DELETED_NOTICE_MS });
    // The page open in the editor is gone: the editor's home is what is left to show.
    if (isCurrent(page, current)) go(routes.home());
  }

  function formFor(entry: Entry, action: OpenForm['action']) {
    if (entry.kind === 'legal') {
      return <LegalSettingsForm entry={entry} texts={texts} links={links} save={save} onSaved={close} onCancel={close} />;
    }
    if (action === 'duplicate' && entry.kind === 'page') {
      return <DuplicatePageForm entry={entry} texts={texts} takenSlugs={pageSlugs} save={save} onDone={close} onCancel={close} />;
    }
    const taken = without(entry.kind === 'page' ? pageSlugs : categorySlugs, entry.slug);
    return (
      <SettingsForm entry={entry} texts={texts} links={links} takenSlugs={taken} save={save} onCancel={close}
        onSaved={(slug) => {
          close();
          // The address of the page open in the editor has changed with its slug.
          if (entry.kind === 'page' && slug !== entry.slug && isCurrent(entry, current)) go(routes.page(slug));
        }} />
    );
  }

  const openForm = open && formFor(open.entry, open.action);
  const list = (section: string, title: string, entries: readonly Entry[]) => (
    <section className={styles.section} aria-labelledby={`${headingId}-${section}`}>
      <h3 id={`${headingId}-${section}`} className={styles.sectionHeading}>{title}</h3>
      {entries.length === 0
        ? <p className={styles.empty}>{texts.empty}</p>
        : <EntryList entries={entries} section={section} texts={texts} links={links} current={current} open={open}
          form={openForm} onAction={act} />}
    </section>
  );

  return (
    <section className={styles.module} aria-labelledby={headingId} lang={language}>
      <div className={styles.head}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>{texts.heading}</h2>
        <SaveStatus status={save.status} saving={texts.saving} saved={texts.saved} />
      </div>
      <button type="button" aria-expanded={creating} aria-controls={creating ? createId : undefined}
        onClick={(event) => {
          opener.current = event.currentTarget;
          if (creating) close();
          else {
            setOpen(null);
            setCreating(true);
          }
        }}>
        {texts.createPage}
      </button>
      {creating && (
        <CreatePageForm id={createId} texts={texts} parents={parents} takenSlugs={pageSlugs} save={save} onCancel={close}
          onCreated={(slug) => {
            close();
            // A new page is empty: the owner goes there to fill it with blocks.
            go(routes.page(slug));
          }} />
      )}
      {list('main', texts.mainNavigation, main)}
      {list('footer', texts.footer, footer)}
      {list('other', texts.otherPages, other)}
      {list('legal', texts.legalPages, legal)}
      {notInLanguage.length > 0 && (
        <section className={styles.section} aria-labelledby={`${headingId}-missing`}>
          <h3 id={`${headingId}-missing`} className={styles.sectionHeading}>{fill(texts.notInLanguage, { language: localeName })}</h3>
          <p className={styles.empty}>{fill(texts.notInLanguageHint, { language: localeName })}</p>
          <ul className={styles.list}>
            {notInLanguage.map((page) => (
              <li key={page.id} className={styles.entry}>
                <div className={styles.entryHead}><span className={styles.entryTitle} lang={page.locale}>{page.title}</span></div>
                <div className={styles.entryActions}>
                  <button type="button" onClick={(event) => {
                    opener.current = event.currentTarget;
                    setAdding(page);
                  }}>
                    {fill(languageTexts.addToLanguage, { language: localeName })}<span className="visually-hidden">: {page.title}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {adding && (
        <AddPageLanguageDialog page={adding} from={adding.locale} to={locale} defaultLocale={defaultLocale} texts={languageTexts}
          onAdded={(added) => {
            setAdding(null);
            // Added, the page is empty of texts in the language: the owner goes there to translate it.
            if (added) go(routes.page(added.slug));
            else router.refresh();
          }}
          onClose={() => {
            setAdding(null);
            setReturnFocus((count) => count + 1);
          }} />
      )}
      {deleting && (
        <ConfirmDialog question={fill(texts.deleteQuestion, { title: deleting.title })} confirm={texts.delete} cancel={texts.cancel}
          onConfirm={() => void remove(deleting)}
          onClose={() => {
            setDeleting(null);
            setReturnFocus((count) => count + 1);
          }} />
      )}
    </section>
  );
}
