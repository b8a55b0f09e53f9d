'use client';

import { shopApi } from '@/lib/api/browser';
import { pageRoutes } from '@/lib/api/routes/page';
import { fill } from '../../labels';
import { LineField } from '../../fields/basic-fields';
import type { SiteSave } from '../use-site-save';
import type { PageEntry } from './entries';
import { EntryForm } from './entry-form';
import { checkTitleAndSlug } from './field-errors';
import type { PagesTexts } from './labels';
import { useEntryForm } from './use-entry-form';
import { useTitleAndSlug } from './use-title-and-slug';

/**
 * Asks for the copy's title and slug (the slug suggested from the title) and copies the page's content
 * and settings under them; the copy is in no menu until the owner puts it in one.
 */
export function DuplicatePageForm({ entry, texts, takenSlugs, save, onDone, onCancel }: {
  entry: PageEntry; texts: PagesTexts; takenSlugs: ReadonlySet<string>; save: SiteSave; onDone: () => void; onCancel: () => void;
}) {
  const { title, slug, changeTitle, changeSlug } = useTitleAndSlug(fill(texts.copyTitle, { title: entry.title }));
  const form = useEntryForm(texts, save, ['title', 'slug']);

  async function submit() {
    const copy = await form.send(checkTitleAndSlug(title, slug, takenSlugs, texts), () => shopApi(
      pageRoutes.duplicatePage, { params: { slug: entry.slug }, body: { newSlug: slug, newTitle: title } }, { silent: true },
    ));
    if (copy) onDone();
  }

  return (
    <EntryForm name={fill(texts.duplicateEntry, { title: entry.title })} submit={texts.duplicate} cancel={texts.cancel}
      busy={form.busy} refusals={form.refusals} onSubmit={submit} onCancel={onCancel}>
      <LineField label={texts.title} value={title} error={form.errors.title} onChange={(next) => { changeTitle(next); form.clear('title'); }} />
      <LineField label={texts.slug} value={slug} error={form.errors.slug} onChange={(next) => { changeSlug(next); form.clear('slug'); }} />
    </EntryForm>
  );
}
