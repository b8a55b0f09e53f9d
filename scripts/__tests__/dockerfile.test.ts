/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envPairs, parseDockerfile, runtimeOf } from '../container/dockerfile.mjs';

// The Dockerfile's lint (hadolint's rules that apply to it, by their numbers, and the project's own):
// no container engine or hadolint binary is needed in CI. scripts/container-smoke.sh runs what it builds.
const ROOT = path.join(__dirname, '..', '..');
const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const { preamble, stages } = parseDockerfile(text);
const all = stages.flatMap((stage) => stage.instructions.map((instruction) => ({ ...instruction, stage: stage.name })));
const runs = all.filter((i) => i.keyword === 'RUN');
const runtime = stages.at(-1)!;
const runtimeEnv = Object.fromEntries(runtime.instructions.filter((i) => i.keyword === 'ENV').flatMap((i) => envPairs(i.args)));
const imageArgs = Object.fromEntries(preamble.filter((i) => i.keyword === 'ARG').map((i) => i.args.split('=')));

describe('the Dockerfile (hadolint rules)', () => {
  it('DL3006/DL3007: every base image is a pinned tag, never latest', () => {
    for (const { from } of stages) {
      const image = from.replace(/^\$\{(\w+)\}$/, (_m, name: string) => imageArgs[name] ?? stages.find((s) => s.name === from)?.from ?? from);
      if (stages.some((s) => s.name === from)) continue;
      expect(image).toMatch(/^[\w./-]+:\d[\w.-]*$/);
      expect(image).not.toMatch(/:latest$/);
    }
  });

  it('DL3008/DL3009/DL3015: apt-get installs pinned versions without recommends, and removes its lists', () => {
    for (const { args } of runs.filter((r) => r.args.includes('apt-get install'))) {
      expect(args).toContain('--no-install-recommends');
      expect(args).toContain('-y');
      const packages = args.split('apt-get install')[1]!.split('&&')[0]!.split(/\s+/).filter((word) => word && !word.startsWith('-'));
      for (const name of packages) expect(name).toMatch(/=/);
      expect(args).toContain('rm -rf /var/lib/apt/lists/*');
    }
  });

  it('DL3016 and reproducibility: dependencies come from the lock file (npm ci after copying it), never npm install', () => {
    for (const stage of stages) {
      const index = stage.instructions.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
      if (index < 0) continue;
      expect(stage.instructions.slice(0, index).some((i) => i.keyword === 'COPY' && i.args.includes('package-lock.json'))).toBe(true);
    }
    expect(runs.some((r) => /\bnpm (install|i)\b/.test(r.args))).toBe(false);
  });

  it('DL3020/DL3025/DL3000/DL4000: COPY not ADD, JSON-form ENTRYPOINT and CMD, absolute WORKDIR, no MAINTAINER', () => {
    expect(all.some((i) => i.keyword === 'ADD' || i.keyword === 'MAINTAINER')).toBe(false);
    for (const i of all.filter((x) => x.keyword === 'CMD' || x.keyword === 'ENTRYPOINT')) expect(() => JSON.parse(i.args)).not.toThrow();
    for (const i of all.filter((x) => x.keyword === 'WORKDIR')) expect(i.args).toMatch(/^\//);
  });

  it('DL3002: the image runs as a user other than root', () => {
    expect(runtimeOf(text).user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('ENV is written key=value (the legacy `ENV key value` form is ambiguous)', () => {
    for (const i of all.filter((x) => x.keyword === 'ENV')) expect(envPairs(i.args).length).toBeGreaterThan(0);
  });
});

describe('the Dockerfile (what Vitrine needs)', () => {
  it('is multi-stage: the runtime takes the build and the production dependencies only', () => {
    expect(stages.map((s) => s.name)).toEqual(['deps', 'build', 'prod-deps', 'runtime']);
    const copiesFrom = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => /--from=(\S+)/.exec(i.args)?.[1]);
    expect(copiesFrom).toEqual(['build', 'prod-deps']);
    expect(runs.find((r) => r.stage === 'prod-deps')?.args).toContain('npm ci --omit=dev');
    expect(runs.find((r) => r.stage === 'build')?.args).toMatch(/rm -rf .*node_modules/);
  });

  it('runs the compiled server under tini, without a TypeScript loader, so that SIGTERM reaches the server and drains', () => {
    expect(runtimeOf(text).command).toEqual(['/usr/bin/tini', '--', 'node', '--conditions=react-server', 'dist/server.js']);
  });

  it('checks readiness on /api/health/ready and turns telemetry off in the build and at run time', () => {
    const healthcheck = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain('/api/health/ready');
    expect(runtimeEnv).toMatchObject({ NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
    const buildEnv = Object.fromEntries(stages.find((s) => s.name === 'build')!.instructions.filter((i) => i.keyword === 'ENV').flatMap((i) => envPairs(i.args)));
    expect(buildEnv).toMatchObject({ NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
  });

  it('runs on the Node.js the tests and the bench run on: package.json pins the same release line as NODE_IMAGE', () => {
    const pinned = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies.node;
    const [major, minor] = String(pinned).split('.');
    expect(imageArgs.NODE_IMAGE).toBe(`node:${major}.${minor}-bookworm-slim`);
  });

  it('leaves secrets, dependencies, builds, data and tests out of the build context', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['.git', 'node_modules', '.next', 'dist', '.data', '.env*', '**/__tests__', 'e2e']));
  });
});
