// Expand/contract in practice (docs/architecture.md, "Schema changes without downtime"): the previous
// release keeps serving shoppers and owners after this release's migrations ran under it, and both
// releases serve the same database side by side, as they do during a rolling upgrade.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as requests, test, expect, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import { DEMO } from '../lib/db/seed/demo';
import { serverArgs } from '../lib/testing/server-command';
import { answersWith, waitFor } from '../lib/testing/wait-for';
import { placeOrder, setShopTitle, url } from '../e2e-scale-out/fixtures';

const ROOT = process.cwd();
const ADMIN_URL = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'vitrine_previous_release';
const databaseUrl = (() => { const address = new URL(ADMIN_URL); address.pathname = `/${DATABASE}`; return address.toString(); })();
const PORTS = { previous: 3401, current: 3402 } as const;

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${result.status}`);
}

/** The release to run beside this one: PREVIOUS_RELEASE, else the code just before the newest migration. */
function previousRelease(): string {
  if (process.env.PREVIOUS_RELEASE) return git('rev-parse', process.env.PREVIOUS_RELEASE);
  const newestMigration = git('log', '-n1', '--format=%H', '--diff-filter=A', '--', 'lib/db/migrations/*.sql');
  return git('rev-parse', `${newestMigration}^`);
}

/**
 * The previous release's checkout and production build, kept in the temporary folder between runs (a
 * build takes minutes). Its dependencies are this checkout's when the lock files agree, else installed.
 */
function preparePrevious(commit: string): string {
  const folder = path.join(tmpdir(), `vitrine-release-${commit.slice(0, 12)}`);
  if (!existsSync(folder)) run(ROOT, 'git', ['worktree', 'add', '--detach', folder, commit]);
  if (!existsSync(path.join(folder, 'node_modules'))) {
    const sameLock = readFileSync(path.join(folder, 'package-lock.json'), 'utf8') === readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
    if (sameLock) run(ROOT, 'cp', ['-al', path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules')]);
    else run(folder, 'npm', ['ci', '--no-audit', '--no-fund']);
  }
  run(folder, 'node', ['scripts/build-if-stale.mjs'], { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
  return folder;
}

const ENV: NodeJS.ProcessEnv = {
  ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: databaseUrl, PAYMENT_SANDBOX: '1', LOG_LEVEL: 'warn',
};

async function startInstance(cwd: string, port: number): Promise<ChildProcess> {
  const instance = spawn(process.execPath, [...serverArgs(cwd), '-p', String(port)], { cwd, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(answersWith(url(port, '/api/health/ready')), { what: `instance in ${cwd} ready`, timeoutMs: 120_000, process: instance });
  return instance;
}

const stopInstance = (instance: ChildProcess) => new Promise<void>((resolve) => {
  if (instance.exitCode !== null) return resolve();
  instance.once('exit', () => resolve());
  instance.kill('SIGTERM');
});

async function ownerToken(request: APIRequestContext, port: number): Promise<string> {
  const response = await request.post(url(port, '/api/v2/auth/sign-in?shop=demo'), { data: DEMO.owners.demo });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** What a shopper and an owner do, through one instance: pages, search, an order, a change of the shop. */
async function shopperAndOwner(request: APIRequestContext, port: number, title: string): Promise<void> {
  for (const pathname of ['/', `/p/${DEMO.products.mug.slug.en}`, `/search?q=mug&n=${Date.now()}`, '/api/v2/products?shop=demo']) {
    expect((await request.get(url(port, pathname))).status(), pathname).toBe(200);
  }
  const shopper = await requests.newContext();
  expect((await placeOrder(shopper, [port])).status).toBe(201);
  await shopper.dispose();
  await setShopTitle(request, await ownerToken(request, port), title, port);
}

test('the previous release serves on through this release\'s migrations, and beside this release', async ({ request }) => {
  const commit = previousRelease();
  const previousFolder = await test.step(`build the previous release (${commit.slice(0, 12)})`, () => preparePrevious(commit));

  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  // The database as the previous release left it: its migrations and its seed.
  run(previousFolder, 'npx', ['tsx', '--conditions=react-server', 'scripts/prepare-db.ts'], ENV);

  const previous = await startInstance(previousFolder, PORTS.previous);
  let current: ChildProcess | undefined;
  try {
    await test.step('the previous release serves its own schema', () => shopperAndOwner(request, PORTS.previous, 'Before the upgrade'));
    // A rolling upgrade's step 2 (deploy/README.md): this release migrates while the previous one serves.
    run(ROOT, 'npx', ['tsx', '--conditions=react-server', 'scripts/prepare-db.ts'], ENV);
    await test.step('the previous release serves on after the migrations', () => shopperAndOwner(request, PORTS.previous, 'Migrated under it'));
    current = await startInstance(ROOT, PORTS.current);
    await test.step('both releases serve side by side', async () => {
      await shopperAndOwner(request, PORTS.current, 'Written by the new release');
      await shopperAndOwner(request, PORTS.previous, 'Written by the old release');
      await expect.poll(async () => (await request.get(url(PORTS.current, `/api/v2/shop?shop=demo`))).json()).toMatchObject({ title: 'Written by the old release' });
    });
  } finally {
    await Promise.all([stopInstance(previous), current ? stopInstance(current) : undefined]);
  }
});
