/** A page's text settings in one locale, as the page settings form changes them. */
export interface PageTextSettings {
  title?: string;
  slug?: string;
  titleTag?: string | null;
  metaDescription?: string | null;
}

/**
 * A page's settings changes waiting for its Publish, per locale: only the fields that differ from what
 * shoppers see. They go live with the page's blocks, in the same transaction.
 */
export type PageSettingsDraft = Record<string, PageTextSettings>;
