/** The texts of the top bar's page picker (EditorPagePicker), translated on the server, filled by `fill`. */
export const PAGE_PICKER_TEXT_KEYS = [
  'open', 'current', 'choose', 'search', 'pages', 'legalPages', 'categoryPages', 'unpublished', 'notYetPublished', 'hidden',
  'loading', 'failed', 'noMatch', 'found',
] as const;
export type PagePickerLabels = Record<(typeof PAGE_PICKER_TEXT_KEYS)[number], string>;
