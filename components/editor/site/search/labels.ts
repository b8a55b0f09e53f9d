/** The Search module's texts (EditorSearch), translated on the server and handed over as plain strings. */
export const SEARCH_TEXT_KEYS = [
  'intro', 'week', 'language', 'topSearches', 'noResults', 'noClicks', 'term', 'searches', 'clicks', 'empty', 'loading', 'failed',
  'retry', 'synonyms', 'synonymsHint', 'words', 'addSynonym', 'remove', 'noSynonyms', 'needsTwoWords', 'pins', 'pinsHint',
  'addPin', 'noPins', 'needsTermAndProduct', 'saveFailed', 'notListed', 'pinnedTo',
] as const;
export type SearchTextKey = (typeof SEARCH_TEXT_KEYS)[number];
export type SearchText = Record<SearchTextKey, string>;
