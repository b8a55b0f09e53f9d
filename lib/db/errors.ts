/** Whether a database error, or one it wraps (Drizzle keeps the driver's as `cause`), has this SQLSTATE. */
export function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === sqlState) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The database's disk is full (SQLSTATE 53100 disk_full): a write was refused and nothing of it kept. */
export function isDatabaseFull(error: unknown): boolean {
  return hasSqlState(error, '53100');
}
