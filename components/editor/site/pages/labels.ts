/**
 * The page manager's texts (EditorPages), translated on the server and handed to the module as plain
 * strings. `{title}`, `{count}`, `{max}` and `{path}` are filled in by the module (`fill`).
 */
export const PAGES_TEXT_KEYS = [
  'heading', 'saving', 'saved', 'createPage', 'open', 'openEntry', 'duplicate', 'duplicateEntry', 'settings', 'settingsEntry',
  'delete', 'deleteEntry', 'save', 'cancel', 'title', 'slug', 'navigation', 'parent', 'topLevel', 'titleTag', 'metaDescription',
  'visible', 'mainNavigation', 'footer', 'notInNavigation', 'otherPages', 'legalPages', 'hidden', 'unpublished', 'changesToPublish', 'publishedWithPage', 'category', 'empty',
  'copyTitle', 'deleteQuestion', 'deleted', 'fixedAddress', 'searchPreview', 'lengthCount', 'lengthOver',
  'titleRequired', 'slugInvalid', 'slugTaken', 'notAccepted', 'parentRefused', 'changedElsewhere', 'notInLanguage', 'notInLanguageHint',
] as const;
export type PagesTextKey = (typeof PAGES_TEXT_KEYS)[number];
export type PagesTexts = Record<PagesTextKey, string>;
