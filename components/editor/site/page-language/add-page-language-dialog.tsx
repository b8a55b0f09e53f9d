'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { shopApi } from '@/lib/api/browser';
import { pageRoutes } from '@/lib/api/routes/page';
import { LineField } from '../../fields/basic-fields';
import { fill } from '../../labels';
import { languageName } from '../../translations/text-fields';
import { EntryForm } from '../pages/entry-form';
import { checkTitleAndSlug } from '../pages/field-errors';
import { useTitleAndSlug } from '../pages/use-title-and-slug';
import type { PageLanguageTexts } from './labels';
import type { UntranslatedPage } from './page-not-in-language';
import styles from './add-page-language-dialog.module.css';

type Errors = Partial<Record<'title' | 'slug', string>>;
const NO_SLUGS: ReadonlySet<string> = new Set();

interface Props {
  /** The page, by its slug and title in the language it is open in (or `from`). */
  page: UntranslatedPage;
  /** The language the page's slug and title are in, when it is not the editor's open one (the page manager's list). */
  from?: string;
  /** The language the owner chose, which the page has no title in. */
  to: string;
  /** The shop's default language, whose texts the page's blocks show until translated. */
  defaultLocale: string;
  texts: PageLanguageTexts;
  /** The page is in `to` now, with this slug there (none known when another tab added it meanwhile). */
  onAdded: (added?: { slug: string }) => void;
  onClose: () => void;
}

/**
 * Offers to put the open page into a language it has no title in (and so is in no storefront of): its
 * title and slug there, the slug suggested from the title. A modal dialog over the workspace, as the
 * content language's choice waits on it; Escape or Cancel keeps the page in its language.
 */
export function AddPageLanguageDialog({ page, from, to, defaultLocale, texts, onAdded, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const language = languageName(to);
  const { title, slug, changeTitle, changeSlug } = useTitleAndSlug(page.title);
  const [errors, setErrors] = useState<Errors>({});
  const [refusals, setRefusals] = useState(0);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const refuse = (found: Errors) => {
    setErrors(found);
    setRefusals((count) => count + 1);
  };

  async function submit() {
    // The slugs of the language are the server's to check: a taken one is refused below.
    const checked = checkTitleAndSlug(title, slug, NO_SLUGS, { ...texts, slugTaken: fill(texts.pageSlugTaken, { language }) });
    if (Object.keys(checked).length > 0) return refuse(checked);
    setBusy(true);
    setFailed(false);
    try {
      const added = await shopApi(pageRoutes.addPageLanguage, { params: { slug: page.slug }, body: { locale: to, title: title.trim(), slug } },
        { silent: true, locale: from });
      onAdded({ slug: added.slug });
    } catch (error) {
      // Added meanwhile (another tab): the page is there, so it opens there.
      if (error instanceof ApiError && error.code === 'PageInLanguage') return onAdded();
      if (error instanceof ApiError && error.code === 'SlugTaken') refuse({ slug: fill(texts.pageSlugTaken, { language }) });
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} aria-labelledby={headingId} className={styles.dialog} onClose={onClose}>
      <h2 id={headingId} className={styles.heading}>{fill(texts.pageNotInLanguage, { title: page.title, language })}</h2>
      <p className={styles.hint}>{fill(texts.pageNotInLanguageHint, { language, original: languageName(defaultLocale) })}</p>
      <EntryForm name={fill(texts.addToLanguage, { language })} submit={fill(texts.addToLanguage, { language })} cancel={texts.cancel}
        busy={busy} refusals={refusals} onSubmit={() => void submit()} onCancel={() => dialog.current?.close()}>
        <p role="alert" className={styles.failed} hidden={!failed}>{fill(texts.pageLanguageFailed, { language })}</p>
        <LineField label={fill(texts.titleInLanguage, { language })} value={title} error={errors.title}
          onChange={(next) => { changeTitle(next); setErrors((current) => ({ ...current, title: undefined })); }} />
        <LineField label={fill(texts.slugInLanguage, { language })} value={slug} error={errors.slug}
          onChange={(next) => { changeSlug(next); setErrors((current) => ({ ...current, slug: undefined })); }} />
      </EntryForm>
    </dialog>
  );
}
