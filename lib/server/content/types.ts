import type { NavigationItemPayload } from '@/lib/contract/content';

/** An entry of the main or footer menu (spec section 3, Navigation item), as the API hands it out. */
export type NavigationItem = NavigationItemPayload;

/** An info or legal page (spec section 3, Page and Legal page). */
export interface Page {
  id: string;
  type: 'blank' | 'legal';
  slug: string;
  title: string;
  titleTag: string | null;
  metaDescription: string | null;
  isVisible: boolean;
  /** False while a page made in the editor awaits its first Publish: shoppers see it from then on. */
  isPublished: boolean;
}

export interface LegalPageLink {
  slug: string;
  title: string;
  href: string;
  isVisible: boolean;
}
