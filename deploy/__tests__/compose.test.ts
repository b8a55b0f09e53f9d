/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// deploy/compose.yaml's structure: no Docker in CI, so what `docker compose up` relies on is checked here.
const DEPLOY = path.join(__dirname, '..');
const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, {
    image?: string; build?: unknown; command?: string[]; environment?: Record<string, string>; env_file?: string;
    healthcheck?: { test?: string[]; disable?: boolean }; depends_on?: Record<string, { condition: string }>;
    ports?: string[]; volumes?: string[]; stop_grace_period?: string;
  }>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const APPS = ['app-1', 'app-2'];

describe('deploy/compose.yaml', () => {
  it('has two app instances, their migration, PostgreSQL, Redis, HAProxy and Varnish', () => {
    expect(Object.keys(services).sort()).toEqual(['app-1', 'app-2', 'haproxy', 'migrate', 'postgres', 'redis', 'varnish']);
    for (const name of [...APPS, 'migrate']) expect(services[name]).toMatchObject({ image: 'vitrine:local', build: { context: '..', dockerfile: 'Dockerfile' } });
  });

  it('gives every long-running service a health check (the app\'s is the image\'s, on readiness)', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') expect(service.healthcheck).toEqual({ disable: true });
      else if (APPS.includes(name)) expect(service.healthcheck).toBeUndefined();
      else expect(service.healthcheck?.test?.length).toBeGreaterThan(0);
    }
    expect(readFileSync(path.join(DEPLOY, '..', 'Dockerfile'), 'utf8')).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/api\/health\/ready/);
  });

  it('starts each service once what it needs is healthy: migrations before the instances, the instances before the balancer', () => {
    expect(services.migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of APPS) {
      expect(services[name]!.depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.haproxy!.depends_on).toEqual({ 'app-1': { condition: 'service_healthy' }, 'app-2': { condition: 'service_healthy' } });
    expect(services.varnish!.depends_on).toEqual({ haproxy: { condition: 'service_healthy' } });
  });

  it('serves on one port, Varnish\'s; the purge listener and everything else stay inside', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports?.length).map(([name, s]) => [name, s.ports]);
    expect(published).toEqual([['varnish', ['${HTTP_PORT:-8080}:80']]]);
    expect(services.varnish!.command).toEqual(expect.arrayContaining(['http=:80', 'purge=:6091']));
  });

  it('wires the instances to the shared services, with secrets from the env file', () => {
    for (const name of APPS) {
      const app = services[name]!;
      expect(app.env_file).toBe('.env');
      expect(app.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', HTTP_CACHE_PURGE_URL: 'http://varnish:6091/', TRUSTED_PROXY_COUNT: '2' });
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/vitrine:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/vitrine$/);
      // Docker's stop waits longer than the instance's drain (SHUTDOWN_TIMEOUT_MS).
      expect(Number.parseInt(app.stop_grace_period ?? '10', 10) * 1000).toBeGreaterThan(Number(app.environment?.SHUTDOWN_TIMEOUT_MS));
    }
    const example = readFileSync(path.join(DEPLOY, '.env.example'), 'utf8');
    for (const key of ['POSTGRES_PASSWORD', 'AUTH_SECRET', 'PUBLIC_URL', 'HTTP_PORT']) expect(example).toMatch(new RegExp(`^${key}=`, 'm'));
  });

  it('gives PostgreSQL memory for the catalogue, from deploy/.env with defaults, not the image\'s 128 MB', () => {
    expect(services.postgres!.command).toEqual([
      'postgres', '-c', 'shared_buffers=${POSTGRES_SHARED_BUFFERS:-1GB}', '-c', 'effective_cache_size=${POSTGRES_EFFECTIVE_CACHE_SIZE:-3GB}',
    ]);
    const example = readFileSync(path.join(DEPLOY, '.env.example'), 'utf8');
    expect(example).toMatch(/^POSTGRES_SHARED_BUFFERS=1GB$/m);
    expect(example).toMatch(/^POSTGRES_EFFECTIVE_CACHE_SIZE=3GB$/m);
  });

  it('keeps data on volumes: the database\'s (uploads included), each instance\'s image cache', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['image-cache-1', 'image-cache-2', 'pgdata']);
    expect(services.postgres!.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    for (const [index, name] of APPS.entries()) {
      expect(services[name]!.volumes).toEqual([`image-cache-${index + 1}:/app/.next/cache`]);
    }
  });

  it('points HAProxy at both instances with readiness checks, and Varnish at HAProxy', () => {
    const haproxy = readFileSync(path.join(DEPLOY, 'compose', 'haproxy.cfg'), 'utf8');
    expect(haproxy).toMatch(/option httpchk GET \/api\/health\/ready/);
    expect(haproxy.match(/^\s*server app-\d app-\d:3000$/gm)).toHaveLength(2);
    expect(readFileSync(path.join(DEPLOY, 'compose', 'site.vcl'), 'utf8')).toMatch(/\.host = "haproxy";\s*\.port = "8080";/);
  });
});
