'use client';

import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { legalRoutes } from '@/lib/api/routes/legal';
import { hrefFor, type LinkContext } from '@/lib/routing/links';
import { fill } from '../../labels';
import { FieldNote, LineField, ToggleField } from '../../fields/basic-fields';
import type { SiteSave } from '../use-site-save';
import type { LegalEntry } from './entries';
import { EntryForm } from './entry-form';
import type { PagesTexts } from './labels';
import { useEntryForm } from './use-entry-form';

/**
 * A legal page's title and visibility, saved by its slug; the slug itself is one of the six of spec
 * section 9 and cannot change, so it is shown, not offered.
 */
export function LegalSettingsForm({ entry, texts, links, save, onSaved, onCancel }: {
  entry: LegalEntry; texts: PagesTexts; links: LinkContext; save: SiteSave; onSaved: () => void; onCancel: () => void;
}) {
  // What the form compares with and names the version of: the entry as opened, or as someone else saved it since.
  const [base, setBase] = useState(entry);
  const [title, setTitle] = useState(entry.title);
  const [isVisible, setVisible] = useState(entry.isVisible);
  const form = useEntryForm(texts, save, ['title']);

  /** Someone else saved first: their title and visibility, at their version, replace what the owner chose. */
  const takeTheirs = (current: Record<string, unknown> | null, version: number) => {
    const theirs = {
      ...base, version,
      ...(typeof current?.title === 'string' ? { title: current.title } : {}),
      ...(typeof current?.isVisible === 'boolean' ? { isVisible: current.isVisible } : {}),
    };
    setBase(theirs);
    setTitle(theirs.title);
    setVisible(theirs.isVisible);
  };

  async function submit() {
    const changes = { ...(title !== base.title ? { title } : {}), ...(isVisible !== base.isVisible ? { isVisible } : {}) };
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    const saved = await form.send(title.trim() ? {} : { title: texts.titleRequired }, () => shopApi(
      legalRoutes.updateLegalPage, { params: { slug: entry.slug }, body: changes }, { silent: true, ifMatch: base.version },
    ), takeTheirs);
    if (saved) onSaved();
  }

  return (
    <EntryForm name={fill(texts.settingsEntry, { title: entry.title })} submit={texts.save} cancel={texts.cancel} busy={form.busy}
      refusals={form.refusals} notice={form.notice} onSubmit={submit} onCancel={onCancel}>
      <LineField label={texts.title} value={title} error={form.errors.title} onChange={(next) => { setTitle(next); form.clear('title'); }} />
      <FieldNote>{fill(texts.fixedAddress, { path: hrefFor(entry.route, { ...links, editor: false }) })}</FieldNote>
      <ToggleField label={texts.visible} value={isVisible} onChange={setVisible} />
    </EntryForm>
  );
}
