import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createPglite } from './client';

/**
 * Backups of the whole database: every shop, its catalogue, content, orders and uploaded images (images
 * live in the `media` table, so the database is all there is to back up). On a PostgreSQL server with
 * PostgreSQL's own tools in their custom format, taken while the shop serves (pg_dump reads one
 * consistent snapshot); for the embedded PGlite as its data directory's archive, with the shop stopped
 * (PGlite is one process's: a second one opening its directory would corrupt it). deploy/README.md,
 * "Backups and restore", has the commands.
 */

/** Runs a PostgreSQL client tool, its output to `output` when given; rejects with its error text on failure. */
function runTool(tool: string, args: string[], output?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    const written = output && child.stdout ? pipeline(child.stdout, createWriteStream(output)) : Promise.resolve();
    child.on('error', reject);
    child.on('close', (code) => {
      written.then(() => (code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}: ${errors.trim()}`))), reject);
    });
  });
}

/** Writes a PostgreSQL server's database to `file` (pg_dump's custom format; no owners or grants, so it restores under any role). */
export function backupPostgres(url: string, file: string): Promise<void> {
  return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`], file);
}

/**
 * Restores `file` into a PostgreSQL server's database in one transaction: what the backup holds replaces
 * what is there, and a failure leaves the database as it was.
 */
export function restorePostgres(url: string, file: string): Promise<void> {
  return runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file]);
}

/** Writes the embedded database's directory to `file` as a gzipped archive (PGlite's own dump). The shop must be stopped. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const pglite = await createPglite({ dataDir: path.resolve(dataDir) });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Restores an archive of `backupPglite` into `dataDir`, which must be new or empty: a restore never mixes two databases' files. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const directory = path.resolve(dataDir);
  await mkdir(directory, { recursive: true });
  if ((await readdir(directory)).length > 0) throw new Error(`${directory} is not empty: restore into a new directory, then point PGLITE_DIR at it`);
  const archive = new Blob([await readFile(file)], { type: 'application/x-gzip' });
  const pglite = await createPglite({ dataDir: directory, loadDataDir: archive });
  await pglite.close();
}

