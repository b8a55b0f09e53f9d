import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { MIGRATIONS_DIR } from '../migrate';
import { insertJsonRows, queryRows } from '../rows';
import { archiveTables, type ArchiveTable } from './tables';

/**
 * One shop as one file, to move it between deployments: its catalogue, content with drafts and revisions,
 * settings, themes' styles, owners (with their password hashes, so they sign in as before), search
 * settings, markets and images, and its customers, orders and reviews only when asked. Gzipped JSON lines:
 * a header, then one line per row ({ table, row }), rows in the order they are written back (parents
 * first). Rows travel as PostgreSQL's own JSON of them (`to_jsonb`) and are read back by the database
 * (`jsonb_populate_recordset`), so every type (bytea images, timestamps, arrays) comes back as it was.
 * The ids stay the same: a shop moves, it is not copied; a deployment that has the shop's id or slug
 * refuses it.
 */
export const ARCHIVE_FORMAT = 'vitrine-shop-archive';
const FORMAT_VERSION = 1;
const BATCH = 500;

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  /** The newest migration of the deployment that wrote it: the importing one must be at the same. */
  schema: string;
  shop: { id: string; slug: string };
  withCustomers: boolean;
  /** The shared themes its styles are of, by id, to find the same theme in the importing deployment. */
  themes: { id: string; name: string; version: string }[];
  tables: Record<string, number>;
}

export class ShopArchiveError extends Error {}

async function schemaVersion(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.at(-1)!.tag;
}

const table = (name: string) => sql.identifier(name);

/** The condition on a table's rows (as `t`) that picks the shop's. */
export function shopRowsOf(spec: ArchiveTable, shopId: string): SQL {
  return spec.scope.kind === 'shop' ? sql`t.id = ${shopId}`
    : spec.scope.kind === 'shopId' ? sql`t.shop_id = ${shopId}`
      : sql`t.${sql.identifier(spec.scope.column)} in (select id from ${table(spec.scope.parent)} where shop_id = ${shopId})`;
}

/** The shop's rows of a table, as PostgreSQL's JSON of each. */
function rowsOf(db: Executor, spec: ArchiveTable, shopId: string): Promise<{ row: Record<string, unknown> }[]> {
  return queryRows(db, sql`select to_jsonb(t) as row from ${table(spec.name)} t where ${shopRowsOf(spec, shopId)}`);
}

/** Rows of a table that names its own rows, each after the row it names. */
function parentsFirst(rows: Record<string, unknown>[], column: string): Record<string, unknown>[] {
  const ids = new Set(rows.map((row) => row.id));
  const written = new Set<unknown>();
  const out: Record<string, unknown>[] = [];
  let waiting = rows;
  while (waiting.length > 0) {
    const ready = waiting.filter((row) => row[column] == null || written.has(row[column]) || !ids.has(row[column]));
    if (ready.length === 0) throw new ShopArchiveError(`rows of a table name each other in a circle (${column})`);
    for (const row of ready) { out.push(row); written.add(row.id); }
    const readySet = new Set(ready);
    waiting = waiting.filter((row) => !readySet.has(row));
  }
  return out;
}

/** Writes the shop `slug` to `file`; its customers' data only `withCustomers`. */
export async function exportShop(db: Database, slug: string, file: string, withCustomers: boolean): Promise<ArchiveHeader> {
  const [shop] = await queryRows<{ id: string }>(db, sql`select id from shops where slug = ${slug}`);
  if (!shop) throw new ShopArchiveError(`no shop is called ${slug}`);
  const specs = archiveTables(withCustomers);
  // One snapshot of the shop, however long the export takes.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const lines: string[] = [];
    const counts: Record<string, number> = {};
    for (const spec of specs) {
      let rows = (await rowsOf(tx, spec, shop.id)).map(({ row }) => row);
      if (spec.selfReference) rows = parentsFirst(rows, spec.selfReference);
      counts[spec.name] = rows.length;
      for (const row of rows) lines.push(JSON.stringify({ table: spec.name, row }));
    }
    const themes = await queryRows<ArchiveHeader['themes'][number]>(tx, sql`
      select distinct th.id, th.name, th.version from themes th join theme_styles s on s.theme_id = th.id where s.shop_id = ${shop.id}`);
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT, version: FORMAT_VERSION, schema: await schemaVersion(), shop: { id: shop.id, slug }, withCustomers, themes, tables: counts,
    };
    await pipeline(async function* () {
      yield `${JSON.stringify(header)}\n`;
      for (const line of lines) yield `${line}\n`;
    }, createGzip(), createWriteStream(file));
    return header;
  });
}

async function readArchive(file: string): Promise<{ header: ArchiveHeader; rows: Map<string, Record<string, unknown>[]> }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: ArchiveHeader | null = null;
  const rows = new Map<string, Record<string, unknown>[]>();
  try {
    for await (const line of lines) {
      if (!line) continue;
      if (!header) {
        header = JSON.parse(line) as ArchiveHeader;
        if (header.format !== ARCHIVE_FORMAT || header.version !== FORMAT_VERSION) throw new ShopArchiveError('the file is no shop archive of this version');
        continue;
      }
      const { table: name, row } = JSON.parse(line) as { table: string; row: Record<string, unknown> };
      (rows.get(name) ?? rows.set(name, []).get(name)!).push(row);
    }
  } catch (error) {
    if (error instanceof ShopArchiveError) throw error;
    throw new ShopArchiveError(`the file is no readable shop archive (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!header) throw new ShopArchiveError('the file is empty');
  return { header, rows };
}

/**
 * Writes the shop of `file` into this deployment's database in one transaction: all of it or, on any
 * refusal or failure, nothing. Refused when the archive's schema is not this deployment's, a theme its
 * styles use is not installed here, or a shop with its id or slug exists.
 */
export async function importShop(db: Database, file: string): Promise<ArchiveHeader> {
  const { header, rows } = await readArchive(file);
  const here = await schemaVersion();
  if (header.schema !== here) throw new ShopArchiveError(`the archive is of schema ${header.schema}, this deployment's is ${here}: import it with the release that wrote it`);
  const themeIds = new Map<string, string>();
  for (const theme of header.themes) {
    const [found] = await queryRows<{ id: string }>(db, sql`select id from themes where name = ${theme.name} and version = ${theme.version}`);
    if (!found) throw new ShopArchiveError(`the theme ${theme.name} ${theme.version} is not installed in this deployment`);
    themeIds.set(theme.id, found.id);
  }
  const [taken] = await queryRows<{ slug: string }>(db, sql`select slug from shops where id = ${header.shop.id} or slug = ${header.shop.slug}`);
  if (taken) throw new ShopArchiveError(`this deployment has a shop called ${taken.slug} already (the archive's is ${header.shop.slug}): delete it first, or import elsewhere`);

  await db.transaction(async (tx) => {
    let activeStyle: unknown = null;
    for (const spec of archiveTables(header.withCustomers)) {
      const tableRows = (rows.get(spec.name) ?? []).map((row) => {
        if (spec.name === 'shops') {
          activeStyle = row.active_theme_style_id;
          return { ...row, active_theme_style_id: null };
        }
        if (spec.name === 'theme_styles') return { ...row, theme_id: themeIds.get(String(row.theme_id)) ?? row.theme_id };
        return row;
      });
      await insertJsonRows(tx, spec.name, spec.columns, tableRows, BATCH);
    }
    if (activeStyle) await tx.execute(sql`update shops set active_theme_style_id = ${activeStyle} where id = ${header.shop.id}`);
  });
  return header;
}
