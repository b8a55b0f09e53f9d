import type { Database } from '../client';

/** What a test database holds beyond the migrations; a run fills it once and copies it (./run.ts). */
export interface TestDatabaseContents {
  /** Names the contents among the run's templates: lower-case letters and digits. */
  key: string;
  fill(db: Database): Promise<void>;
}

/** The template key of a database with these contents, checked: it becomes a file and a database name. */
export function contentsKey(contents: TestDatabaseContents | undefined): string {
  if (!contents) return 'migrated';
  if (!/^[a-z0-9]{1,20}$/.test(contents.key)) throw new Error(`test database contents key "${contents.key}": use 1-20 lower-case letters and digits`);
  return contents.key;
}
