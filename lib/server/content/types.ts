import type { PageContent } from '@/lib/schemas/page-content';

/** An entry of the main or footer menu (spec section 3, Navigation item). */
export interface NavigationItem {
  id: string;
  type: 'category' | 'page';
  title: string;
  slug: string;
  /** Route of the entry without language or editor prefix. */
  href: string;
  isVisible: boolean;
  categoryId: string | null;
  pageId: string | null;
  titleTag: string | null;
  metaDescription: string | null;
  navigation: 'main' | 'footer';
  children: NavigationItem[];
}

/** An info or legal page (spec section 3, Page and Legal page). */
export interface Page {
  id: string;
  type: 'blank' | 'legal';
  slug: string;
  title: string;
  titleTag: string | null;
  metaDescription: string | null;
  isVisible: boolean;
  content: PageContent;
}

export interface LegalPageLink {
  slug: string;
  title: string;
  href: string;
  isVisible: boolean;
}
