/** The texts of adding the open page to another language (EditorWorkbench), with `{language}`, `{title}`, `{original}` to fill. */
export const PAGE_LANGUAGE_TEXT_KEYS = [
  'pageNotInLanguage', 'pageNotInLanguageHint', 'titleInLanguage', 'slugInLanguage', 'addToLanguage', 'pageSlugTaken', 'pageLanguageFailed',
] as const;
/** What the dialog reads: its own texts and the workbench's Cancel… */
export const PAGE_LANGUAGE_DIALOG_KEYS = [...PAGE_LANGUAGE_TEXT_KEYS, 'cancel'] as const;
/** …and the page manager's (EditorPages) checks of a title and a slug, which are the same for a page in another language. */
export const PAGE_FIELD_CHECK_KEYS = ['titleRequired', 'slugInvalid'] as const;
export type PageLanguageTexts = Record<(typeof PAGE_LANGUAGE_DIALOG_KEYS)[number] | (typeof PAGE_FIELD_CHECK_KEYS)[number], string>;
