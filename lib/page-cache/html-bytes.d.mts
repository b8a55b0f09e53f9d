/** The entry with an APP_PAGE's `html` as a Buffer; any other entry as it is. */
export function withHtmlBytes(entry: unknown): unknown;
