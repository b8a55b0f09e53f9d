/**
 * The `name` of the header's pop-up disclosures (language, ship to): details elements of one name form an
 * exclusive group, so the browser opens one at a time, without script; at 360 px two open panels overlapped.
 */
export const HEADER_POPUPS = 'header-popups';
