// A production deployment in miniature, for the scale-out tests and the bench's `scale-out` part: two
// instances (server.ts) of the current build over one PostgreSQL database and one Redis, HAProxy
// balancing them, and Varnish in front (deploy/). Every process is this run's own (its own database,
// Redis and ports), so nothing of the machine's services is changed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { serverArgs } from '../lib/testing/server-command';
import { startDatabaseProxy } from './database-proxy';
import { answersWith, waitFor } from '../lib/testing/wait-for';

export const PORTS = { balancer: 3300, a: 3301, b: 3302, varnish: 3310, purge: 3311, database: 3320, redis: 6391 } as const;
export type InstanceName = 'a' | 'b';

const ROOT = process.cwd();
const ADMIN_URL = process.env.SCALE_OUT_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'vitrine_scale_out';
const databaseUrl = () => { const url = new URL(ADMIN_URL); url.pathname = `/${DATABASE}`; return url.toString(); };
/** The database as the instances reach it: through the cluster's proxy, which a test can cut. */
const proxiedDatabaseUrl = () => { const url = new URL(databaseUrl()); url.hostname = '127.0.0.1'; url.port = String(PORTS.database); return url.toString(); };

export const url = (port: number, pathname = '/') => `http://127.0.0.1:${port}${pathname}`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`scale-out: ${command} ${args.join(' ')} exited with ${result.status}`);
}

/** The shipped HAProxy configuration (deploy/haproxy/vitrine.cfg) with this cluster's addresses. */
function haproxyConfig(): string {
  const shipped = readFileSync(path.join(ROOT, 'deploy/haproxy/vitrine.cfg'), 'utf8');
  const servers = (['a', 'b'] as const).map((name) => `  server ${name} 127.0.0.1:${PORTS[name]}`).join('\n');
  return shipped
    .replace(/^ {2}bind .*$/m, `  bind 127.0.0.1:${PORTS.balancer}`)
    .replace(/(^ {2}server .*\n?)+/m, `${servers}\n`);
}

/** The installation's part of the shipped VCL (deploy/varnish/site.vcl): the balancer as backend. */
const siteVcl = () => `backend default { .host = "127.0.0.1"; .port = "${PORTS.balancer}"; .first_byte_timeout = 30s; }
acl purgers { "127.0.0.1"; }
`;

export interface Cluster {
  /** Environment of the instances, for a test that starts one again. */
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  /** PostgreSQL out of the instances' reach (a restart, a failover), until `restoreDatabase()`. */
  cutDatabase(): Promise<void>;
  restoreDatabase(): Promise<void>;
  start(name: InstanceName): Promise<void>;
  /** SIGTERM: the instance finishes what it started and exits; resolves with its exit code. */
  stop(name: InstanceName): Promise<number | null>;
  /** SIGKILL: the instance dies at once, with whatever it had in hand (a crash, an OOM kill). */
  kill(name: InstanceName): Promise<void>;
  stopRedis(): Promise<void>;
  /** FLUSHALL: every cached page, cache tag and rate limit counter gone at once. */
  flushRedis(): void;
  startRedis(): Promise<void>;
  close(): Promise<void>;
}

/** `distDir`: the build the instances serve (the bench's lives in .next-bench); `.next` by default. */
export async function startCluster({ distDir }: { distDir?: string } = {}): Promise<Cluster> {
  const work = mkdtempSync(path.join(tmpdir(), 'vitrine-scale-out-'));
  const children = new Map<string, ChildProcess>();
  const spawnKept = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.set(name, child);
    return child;
  };
  const stopChild = (name: string, signal: NodeJS.Signals = 'SIGTERM') => new Promise<number | null>((resolve) => {
    const child = children.get(name);
    children.delete(name);
    if (!child || child.exitCode !== null) return resolve(child?.exitCode ?? null);
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => { clearTimeout(killer); resolve(code); });
    child.kill(signal);
  });

  // A fresh database, migrated and seeded with the demo shops.
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  run('npx', ['tsx', '--conditions=react-server', 'scripts/prepare-db.ts'], { ...process.env, DATABASE_URL: databaseUrl() });

  const startRedis = async () => {
    const redis = spawnKept('redis', 'redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await waitFor(async () => spawnSync('redis-cli', ['-p', String(PORTS.redis), 'ping']).stdout?.toString().trim() === 'PONG',
      { what: 'scale-out: Redis answering', timeoutMs: 10_000, process: redis });
  };
  await startRedis();

  const target = new URL(databaseUrl());
  const database = await startDatabaseProxy(PORTS.database, { host: target.hostname, port: Number(target.port || 5432) });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: proxiedDatabaseUrl(),
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    // Varnish, then HAProxy append to X-Forwarded-For: the client is the entry two places from the right.
    TRUSTED_PROXY_COUNT: '2',
    HTTP_CACHE_PURGE_URL: url(PORTS.purge),
    PAYMENT_SANDBOX: '1',
    SCHEDULER_INTERVAL_MS: '1000',
    LOG_LEVEL: 'warn',
    ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
  };
  const start = async (name: InstanceName) => {
    const instance = spawnKept(name, process.execPath, [...serverArgs(), '-p', String(PORTS[name])], env);
    await waitFor(answersWith(url(PORTS[name], '/api/health/ready')), { what: `scale-out: instance ${name} ready`, timeoutMs: 120_000, process: instance });
  };
  await Promise.all([start('a'), start('b')]);

  const haproxyFile = path.join(work, 'haproxy.cfg');
  writeFileSync(haproxyFile, haproxyConfig());
  const haproxy = spawnKept('haproxy', 'haproxy', ['-db', '-f', haproxyFile]);
  await waitFor(answersWith(url(PORTS.balancer, '/api/health/ready')), { what: 'scale-out: HAProxy balancing', timeoutMs: 20_000, process: haproxy });

  // Varnish reads site.vcl from the first folder on vcl_path as its own user: the folder must be readable.
  const site = path.join(work, 'site');
  mkdirSync(site, { mode: 0o755 });
  chmodSync(work, 0o755);
  writeFileSync(path.join(site, 'site.vcl'), siteVcl(), { mode: 0o644 });
  const varnish = spawnKept('varnish', 'varnishd', [
    '-F', '-n', path.join(work, 'varnish'), '-T', 'none', '-a', `http=127.0.0.1:${PORTS.varnish}`, '-a', `purge=127.0.0.1:${PORTS.purge}`,
    '-p', `vcl_path=${site}:${path.join(ROOT, 'deploy/varnish')}`, '-f', path.join(ROOT, 'deploy/varnish/vitrine.vcl'), '-s', 'malloc,128m',
  ]);
  await waitFor(answersWith(url(PORTS.varnish, '/api/health')), { what: 'scale-out: Varnish answering', timeoutMs: 20_000, process: varnish });

  return {
    env,
    databaseUrl: databaseUrl(),
    cutDatabase: () => database.cut(),
    restoreDatabase: () => database.restore(),
    start,
    stop: (name) => stopChild(name),
    kill: async (name) => { await stopChild(name, 'SIGKILL'); },
    stopRedis: async () => { await stopChild('redis', 'SIGKILL'); },
    startRedis,
    flushRedis: () => {
      const flushed = spawnSync('redis-cli', ['-p', String(PORTS.redis), 'flushall']);
      if (flushed.stdout?.toString().trim() !== 'OK') throw new Error(`redis-cli flushall: ${flushed.stderr?.toString()}`);
    },
    close: async () => {
      await Promise.all([...children.keys()].map((name) => stopChild(name)));
      await database.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
