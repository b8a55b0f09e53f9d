/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The expand/contract rule (docs/architecture.md, "Schema changes without downtime"): a release's
 * migrations run while the previous release still serves, so they only add. What the previous release
 * still reads or writes is dropped, renamed or tightened by a later release, in a migration that says
 * so on its first line: `-- contract: <what no release since <release> uses>`.
 */
const MIGRATIONS = path.join(process.cwd(), 'lib/db/migrations');

/** What breaks a previous release that still uses the table or column. */
const CONTRACTING: { what: string; pattern: RegExp }[] = [
  { what: 'drops a table', pattern: /\bDROP TABLE\b/i },
  { what: 'drops a column', pattern: /\bDROP COLUMN\b/i },
  { what: 'renames', pattern: /\bRENAME\b/i },
  { what: 'makes a column required', pattern: /\bALTER COLUMN\s+"?\w+"?\s+SET NOT NULL\b/i },
  { what: 'changes a column\'s type', pattern: /\bALTER COLUMN\s+"?\w+"?\s+(SET DATA )?TYPE\b/i },
  { what: 'adds a required column without a default', pattern: /\bADD COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT NULL\b/i },
];

/** Migrations from before the rule, when no release was deployed beside another. */
const BEFORE_THE_RULE = new Set(['0003_legacy_content_into_documents.sql']);

/** A migration's statements without its comments. */
function statementsOf(sqlText: string): string[] {
  return sqlText.split('--> statement-breakpoint')
    .map((statement) => statement.replace(/--.*$/gm, '').trim())
    .filter(Boolean);
}

function contractions(sqlText: string): string[] {
  return statementsOf(sqlText).flatMap((statement) =>
    CONTRACTING.filter(({ pattern }) => pattern.test(statement)).map(({ what }) => `${what}: ${statement.split('\n')[0]}`));
}

describe('migrations only expand, unless they say they contract', () => {
  const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort();

  it.each(files.filter((name) => !BEFORE_THE_RULE.has(name)))('%s', (name) => {
    const sqlText = readFileSync(path.join(MIGRATIONS, name), 'utf8');
    const declared = /^-- contract: \S/.test(sqlText);
    if (!declared) expect(contractions(sqlText)).toEqual([]);
    else expect(contractions(sqlText)).not.toEqual([]);
  });

  it('recognises what contracts, and leaves what expands alone', () => {
    expect(contractions('ALTER TABLE "media" DROP COLUMN "data";')).toHaveLength(1);
    expect(contractions('DROP TABLE "legacy_content";')).toHaveLength(1);
    expect(contractions('ALTER TABLE "pages" RENAME COLUMN "title" TO "name";')).toHaveLength(1);
    expect(contractions('ALTER TABLE "media" ALTER COLUMN "data" SET NOT NULL;')).toHaveLength(1);
    expect(contractions('ALTER TABLE "media" ALTER COLUMN "width" SET DATA TYPE bigint;')).toHaveLength(1);
    expect(contractions('ALTER TABLE "shops" ADD COLUMN "currency" text NOT NULL;')).toHaveLength(1);
    expect(contractions('ALTER TABLE "shops" ADD COLUMN "currency" text DEFAULT \'EUR\' NOT NULL;')).toEqual([]);
    expect(contractions('ALTER TABLE "media" ALTER COLUMN "data" DROP NOT NULL;')).toEqual([]);
    expect(contractions('ALTER TABLE "media" ADD COLUMN "object_key" text;')).toEqual([]);
    expect(contractions('-- Renamed attributes relabel their values.\nCREATE INDEX "x" ON "y" ("z");')).toEqual([]);
  });
});
