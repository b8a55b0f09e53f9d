'use client';

import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { categoryContentRoutes } from '@/lib/api/routes/category-content';
import { pageRoutes } from '@/lib/api/routes/page';
import { routes, type LinkContext } from '@/lib/routing/links';
import { fill } from '../../labels';
import { FieldNote, LineField, MultilineField, ToggleField } from '../../fields/basic-fields';
import type { SiteSave } from '../use-site-save';
import type { CategoryEntry, Menu, PageEntry } from './entries';
import { EntryForm, NavigationField } from './entry-form';
import { checkTitleAndSlug } from './field-errors';
import type { PagesTexts } from './labels';
import { DESCRIPTION_ADVICE, LengthHint, SearchPreview, shopperAddress, TITLE_TAG_ADVICE } from './search-preview';
import { useEntryForm } from './use-entry-form';

interface TextChanges {
  title?: string;
  slug?: string;
  titleTag?: string | null;
  metaDescription?: string | null;
  isVisible?: boolean;
}

/** A page's text settings as the owner left them: what shoppers see, with what waits for its Publish on top. */
const asLeft = <T extends PageEntry | CategoryEntry>(entry: T): T => (entry.kind === 'page' && entry.waiting ? { ...entry, ...entry.waiting } : entry);

/** The settings a 409's `current` holds (a page's or category's answer), as the entry keeps them. */
function settingsOf(current: Record<string, unknown> | null): Partial<PageEntry> {
  if (!current) return {};
  const text = (key: string) => (typeof current[key] === 'string' ? current[key] : null);
  const waiting = current.waitingSettings && typeof current.waitingSettings === 'object' ? current.waitingSettings as PageEntry['waiting'] : null;
  return {
    waiting,
    ...(typeof current.title === 'string' ? { title: current.title } : {}),
    ...(typeof current.slug === 'string' ? { slug: current.slug } : {}),
    titleTag: text('titleTag'), metaDescription: text('metaDescription'),
    ...(typeof current.isVisible === 'boolean' ? { isVisible: current.isVisible } : {}),
    ...(current.navigation === 'main' || current.navigation === 'footer' || current.navigation === null ? { navigation: current.navigation as Menu | null } : {}),
  };
}

/** An empty title tag or description is none: the storefront then falls back to the title. */
const orNull = (text: string) => (text.trim() ? text : null);

/**
 * A page's or category's settings: title, slug, title tag and meta description (with a preview of the
 * search result and length hints), visibility, and for a page its menu. Only the changed fields are
 * sent (spec section 7): a page's by its slug, a category's by its id (spec section 4). A page's text
 * waits in its draft and goes live with its Publish, so the page keeps its address until then.
 */
export function SettingsForm({ entry, texts, links, takenSlugs, save, onSaved, onCancel }: {
  entry: PageEntry | CategoryEntry; texts: PagesTexts; links: LinkContext;
  /** Slugs other pages (or, for a category, other categories) have. */
  takenSlugs: ReadonlySet<string>;
  save: SiteSave;
  /** After a save, with the slug the entry has now for shoppers. */
  onSaved: (slug: string) => void;
  onCancel: () => void;
}) {
  // What the form compares with and names the version of: the entry as opened, or as someone else saved it since.
  const [base, setBase] = useState(() => asLeft(entry));
  // The slug shoppers find the page by, which its calls name: a new one waits for the page's Publish.
  const [address, setAddress] = useState(entry.slug);
  const [title, setTitle] = useState(base.title);
  const [slug, setSlug] = useState(base.slug);
  const [titleTag, setTitleTag] = useState(base.titleTag ?? '');
  const [metaDescription, setMetaDescription] = useState(base.metaDescription ?? '');
  const [isVisible, setVisible] = useState(entry.isVisible);
  const [navigation, setNavigation] = useState<Menu | null>(entry.kind === 'page' ? entry.navigation : null);
  const form = useEntryForm(texts, save, ['title', 'slug', 'titleTag', 'metaDescription']);

  /** Someone else saved first: their values, at their version, replace what the owner typed. */
  const takeTheirs = (current: Record<string, unknown> | null, version: number) => {
    const live = { ...base, ...settingsOf(current), version } as typeof base;
    const theirs = asLeft(live);
    setAddress(live.slug);
    setBase(theirs);
    setTitle(theirs.title);
    setSlug(theirs.slug);
    setTitleTag(theirs.titleTag ?? '');
    setMetaDescription(theirs.metaDescription ?? '');
    setVisible(theirs.isVisible);
    if (theirs.kind === 'page') setNavigation(theirs.navigation);
  };

  async function submit() {
    const changes: TextChanges = {
      ...(title !== base.title ? { title } : {}),
      ...(slug !== base.slug ? { slug } : {}),
      ...(orNull(titleTag) !== base.titleTag ? { titleTag: orNull(titleTag) } : {}),
      ...(orNull(metaDescription) !== base.metaDescription ? { metaDescription: orNull(metaDescription) } : {}),
      ...(isVisible !== base.isVisible ? { isVisible } : {}),
    };
    const moved = base.kind === 'page' && navigation !== base.navigation;
    if (Object.keys(changes).length === 0 && !moved) {
      onCancel();
      return;
    }
    const options = { silent: true, ifMatch: base.version };
    const saved = await form.send<unknown>(checkTitleAndSlug(title, slug, takenSlugs, texts), () => (base.kind === 'page'
      ? shopApi(pageRoutes.updatePage, { params: { slug: address }, body: { ...changes, ...(moved ? { navigation } : {}), draft: true } }, options)
      : shopApi(categoryContentRoutes.updateCategory, { params: { id: base.id }, body: changes }, options)), takeTheirs);
    if (saved) onSaved(base.kind === 'page' ? address : slug);
  }

  const route = entry.kind === 'page' ? routes.page(slug) : routes.category(slug);
  return (
    <EntryForm name={fill(texts.settingsEntry, { title: entry.title })} submit={texts.save} cancel={texts.cancel} busy={form.busy}
      refusals={form.refusals} notice={form.notice} onSubmit={submit} onCancel={onCancel}>
      <LineField label={texts.title} value={title} error={form.errors.title}
        onChange={(next) => { setTitle(next); form.clear('title'); }} />
      <LineField label={texts.slug} value={slug} error={form.errors.slug}
        onChange={(next) => { setSlug(next); form.clear('slug'); }} />
      <LineField label={texts.titleTag} value={titleTag} error={form.errors.titleTag}
        hint={<LengthHint text={titleTag} max={TITLE_TAG_ADVICE} texts={texts} />}
        onChange={(next) => { setTitleTag(next); form.clear('titleTag'); }} />
      <MultilineField label={texts.metaDescription} value={metaDescription} rows={3} error={form.errors.metaDescription}
        hint={<LengthHint text={metaDescription} max={DESCRIPTION_ADVICE} texts={texts} />}
        onChange={(next) => { setMetaDescription(next); form.clear('metaDescription'); }} />
      <SearchPreview title={titleTag.trim() || title} url={shopperAddress(route, links)} description={metaDescription} texts={texts} />
      {entry.kind === 'page' && <FieldNote>{texts.publishedWithPage}</FieldNote>}
      <ToggleField label={texts.visible} value={isVisible} onChange={setVisible} />
      {entry.kind === 'page' && <NavigationField texts={texts} value={navigation} onChange={setNavigation} />}
    </EntryForm>
  );
}
