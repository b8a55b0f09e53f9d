/**
 * Content as a document stores it (version 2): one layout for all locales of a shop. Each block keeps
 * its locale-independent fields in `data` and its texts per locale in `texts`, keyed by field path
 * (`content`, `images.0.alt`), so a locale without a text falls back to the shop's default locale.
 */
export interface StoredBlock {
  _id: string;
  type: string;
  data: Record<string, unknown>;
  /** locale -> field path -> text. */
  texts?: Record<string, Record<string, unknown>>;
  settings?: Record<string, unknown>;
  columns?: StoredBlock[][];
}

export interface StoredContent {
  version: number;
  blocks: StoredBlock[];
}
