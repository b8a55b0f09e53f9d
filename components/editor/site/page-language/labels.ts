/** The texts of adding the open page to another language (EditorWorkbench), with `{language}`, `{title}`, `{original}` to fill. */
export const PAGE_LANGUAGE_TEXT_KEYS = [
  'pageNotInLanguage', 'pageNotInLanguageHint', 'titleInLanguage', 'slugInLanguage', 'addToLanguage', 'pageTitleRequired',
  'pageSlugInvalid', 'pageSlugTaken', 'pageLanguageFailed',
] as const;
/** What the dialog reads: its own texts and the workbench's Cancel. */
export const PAGE_LANGUAGE_DIALOG_KEYS = [...PAGE_LANGUAGE_TEXT_KEYS, 'cancel'] as const;
export type PageLanguageTexts = Record<(typeof PAGE_LANGUAGE_DIALOG_KEYS)[number], string>;
