'use client';

import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { pageRoutes } from '@/lib/api/routes/page';
import { LineField, SelectField } from '../../fields/basic-fields';
import type { SiteSave } from '../use-site-save';
import type { Menu, ParentChoice } from './entries';
import { EntryForm, NavigationField } from './entry-form';
import { checkTitleAndSlug } from './field-errors';
import type { PagesTexts } from './labels';
import { useEntryForm } from './use-entry-form';
import { useTitleAndSlug } from './use-title-and-slug';

/**
 * A new blank page: its title, its slug (suggested from the title), its menu and, in the main
 * navigation, the entry it goes under. A slug another page has is refused here: PUT /pages/{slug}
 * would replace that page instead of creating one.
 */
export function CreatePageForm({ id, texts, parents, takenSlugs, save, onCreated, onCancel }: {
  id: string; texts: PagesTexts; parents: ParentChoice[]; takenSlugs: ReadonlySet<string>; save: SiteSave;
  onCreated: (slug: string) => void; onCancel: () => void;
}) {
  const { title, slug, changeTitle, changeSlug } = useTitleAndSlug('');
  const [navigation, setNavigation] = useState<Menu | null>('main');
  const [parent, setParent] = useState('');
  const form = useEntryForm(texts, save, ['title', 'slug', 'parent']);

  async function submit() {
    // Spec section 5: a page for the footer is created without a parent. It is a draft until its first Publish.
    const place = navigation === 'main' && parent ? { pageParentSlug: parent } : {};
    const page = await form.send(checkTitleAndSlug(title, slug, takenSlugs, texts), () => shopApi(
      pageRoutes.putPage, { params: { slug }, body: { title, type: 'blank', navigation, ...place, draft: true } }, { silent: true },
    ));
    if (page) onCreated(page.slug);
  }

  const parentOptions = [
    { value: '', label: texts.topLevel },
    ...parents.map((choice) => ({ value: choice.slug, label: `${'– '.repeat(choice.level - 1)}${choice.title}` })),
  ];
  return (
    <EntryForm id={id} name={texts.createPage} submit={texts.save} cancel={texts.cancel} busy={form.busy} refusals={form.refusals}
      onSubmit={submit} onCancel={onCancel}>
      <LineField label={texts.title} value={title} error={form.errors.title} onChange={(next) => { changeTitle(next); form.clear('title'); }} />
      <LineField label={texts.slug} value={slug} error={form.errors.slug} onChange={(next) => { changeSlug(next); form.clear('slug'); }} />
      <NavigationField texts={texts} value={navigation} onChange={(menu) => { setNavigation(menu); form.clear('parent'); }} />
      {navigation === 'main' && (
        <SelectField label={texts.parent} value={parent} options={parentOptions} error={form.errors.parent}
          onChange={(next) => { setParent(next); form.clear('parent'); }} />
      )}
    </EntryForm>
  );
}
