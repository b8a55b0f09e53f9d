const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID; routes that accept an id or a slug use it to tell them apart. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
