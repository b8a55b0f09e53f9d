/** The back-office frame's texts (BackOffice), translated on the server and handed over as plain strings. */
export const BACK_OFFICE_TEXT_KEYS = ['backToBackOffice'] as const;
export type BackOfficeTextKey = (typeof BACK_OFFICE_TEXT_KEYS)[number];
export type BackOfficeLabels = Record<BackOfficeTextKey, string>;
