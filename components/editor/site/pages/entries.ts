import type { PageTextSettings } from '@/lib/content/page-settings-draft';
import type { LinkContext } from '@/lib/routing/links';
import type { PageLanguageTexts } from '../page-language/labels';
import type { PagesTexts } from './labels';

/** Where a blank page sits: one of the two menus, or none. */
export type Menu = 'main' | 'footer';

/** What the settings of a page or category show and change (spec section 3, Page and Category). */
interface SettingsFields {
  /** The page's id, or the category's categoryId. */
  id: string;
  slug: string;
  title: string;
  titleTag: string | null;
  metaDescription: string | null;
  isVisible: boolean;
  /** False for a page made in the editor until its first Publish: no shopper sees it yet. */
  isPublished: boolean;
  /** The storefront route the entry opens (without the editor or language prefix). */
  route: string;
  /** The version of these settings (GET's ETag): a save names it, so that it never overwrites another's unseen. */
  version: number;
}

/** A blank page: in a menu (with the entries below it there) or in none. */
export interface PageEntry extends SettingsFields {
  kind: 'page';
  navigation: Menu | null;
  /** Its text settings changed since its last publish, going live with the next (the fields that differ). */
  waiting: PageTextSettings | null;
  children: TreeEntry[];
}

/** A category of a menu; its page is saved by its id (spec section 4). */
export interface CategoryEntry extends SettingsFields {
  kind: 'category';
  children: TreeEntry[];
}

/** One of the six legal pages (spec section 9): its slug is fixed. */
export interface LegalEntry {
  kind: 'legal';
  id: string;
  slug: string;
  title: string;
  isVisible: boolean;
  route: string;
  /** The version of its settings, as for a page's. */
  version: number;
}

export type TreeEntry = PageEntry | CategoryEntry;
export type Entry = TreeEntry | LegalEntry;

/** An entry of the main navigation a new page may go under, at its level (1 at the top). */
export interface ParentChoice {
  slug: string;
  title: string;
  level: number;
}

/** A blank page with no title in the language being edited: its slug and title in the language they are read from. */
export interface MissingPageEntry {
  id: string;
  slug: string;
  title: string;
  locale: string;
}

/** The document open in the editor: a page (blank or legal) by id, or a category by its categoryId. */
export interface CurrentDocument {
  kind: 'page' | 'category';
  id: string;
}

export interface PagesModuleProps {
  texts: PagesTexts;
  /** The owner's language, which the texts are in; the pages' own texts are the shop locale's. */
  language: string;
  /** How editor links are built for the locale being edited. */
  links: LinkContext;
  main: TreeEntry[];
  footer: TreeEntry[];
  /** Blank pages in neither menu. */
  other: PageEntry[];
  legal: LegalEntry[];
  /** The language being edited, and the shop's default one (whose texts a page's blocks show until translated). */
  locale: string;
  defaultLocale: string;
  /** Blank pages with no title in `locale`: in no menu and no storefront of it until added there. */
  notInLanguage: MissingPageEntry[];
  /** Adding a page to the language (EditorWorkbench's dialog texts, with the field checks). */
  languageTexts: PageLanguageTexts;
  /** Entries of the main navigation that can take a page below them. */
  parents: ParentChoice[];
  current?: CurrentDocument;
}
