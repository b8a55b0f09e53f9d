/** @jest-config-loader esbuild-register */
// Node 20 cannot load a .ts config by itself, and Jest falls back to ts-node
// unless told otherwise; esbuild-register reuses the esbuild that tsx brings.
// (Node >= 22.18 strips the types natively and never needs the loader.)

import type { Config } from 'jest';
// `.js` suffix: next has no "exports" map, and under native ESM loading a bare
// `next/jest` would not resolve.
import nextJest from 'next/jest.js';

// next/jest loads next.config + .env files and supplies the SWC transform,
// the CSS/image/font mocks and the tsconfig `paths` it knows about.
const createJestConfig = nextJest({ dir: './' });

// Folders that never hold Jest tests (Playwright specs live in e2e/, e2e-scale-out/ and e2e-faults/).
const ignored = ['/node_modules/', '/.next/', '/.data/', '<rootDir>/e2e/', '<rootDir>/e2e-scale-out/', '<rootDir>/e2e-faults/'];

const base = createJestConfig({
  moduleNameMapper: {
    // No Next.js request runs in Jest: a stub records revalidated tags and runs cached reads directly.
    '^next/cache$': '<rootDir>/lib/testing/next-cache-stub.ts',
    // `server-only` throws unless resolved with the react-server condition, which Jest does not set (and
    // must not: React's react-server build lacks the hooks component tests use). Its own empty module.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ignored,
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.data/', '<rootDir>/dist/'],
});

// Packages that ship only ES modules. Jest (without --experimental-vm-modules)
// needs CommonJS, and next/jest leaves node_modules untransformed except for
// next.config's `transpilePackages`, so we let SWC compile these too.
const esmOnlyPackages = ['intl-messageformat', '@formatjs', 'use-intl', 'next-intl', 'icu-minify', 'swiper'];

/**
 * next/jest's SWC transform, through lib/testing/esm-aware-transformer.mjs: the same transformer and options,
 * but a file Jest loads as an ES module is written as one (the data project, on Node.js 24).
 */
function esmAwareTransform(transform: Config['transform']): Config['transform'] {
  const entries = Object.entries(transform ?? {});
  const swc = entries.find(([, value]) => Array.isArray(value) && String(value[0]).includes('jest-transformer'));
  if (!swc) throw new Error('jest.config.ts: next/jest no longer names its SWC transformer; update esmAwareTransform()');
  const [pattern, [, options]] = swc as [string, [string, Record<string, unknown>]];
  return { ...transform, [pattern]: ['<rootDir>/lib/testing/esm-aware-transformer.mjs', options] };
}

function transformEsmOnlyPackages(patterns: string[]): string[] {
  // next/jest's pattern is `/node_modules/(?!.pnpm)(?!(pkg|pkg|…)/)`: add ours
  // to its list of exceptions (a path matching any pattern is not transformed,
  // so adding a pattern of our own could not undo it).
  const marker = '/node_modules/(?!.pnpm)(?!(';
  if (!patterns.some((p) => p.startsWith(marker))) {
    throw new Error('jest.config.ts: next/jest changed its transformIgnorePatterns; update transformEsmOnlyPackages()');
  }
  return patterns.map((p) => (p.startsWith(marker) ? p.replace('(?!(', `(?!(${esmOnlyPackages.join('|')}|`) : p));
}

// next/jest returns an async function that resolves to ONE config with
// `transform`, `moduleNameMapper`, … at the top level. With `projects`, Jest
// does not hand top-level project options down to the projects, so we resolve
// next's config here and copy it into each project ourselves.
export default async function jestConfig(): Promise<Config> {
  const resolved = await base();
  const shared: Config = {
    ...resolved,
    transform: esmAwareTransform(resolved.transform),
    transformIgnorePatterns: transformEsmOnlyPackages(resolved.transformIgnorePatterns ?? []),
  };

  return {
    projects: [
      {
        ...shared,
        displayName: 'unit',
        // Pure logic runs in node; component tests opt into the DOM with a
        // `/** @jest-environment jsdom */` docblock.
        testEnvironment: 'node',
        testMatch: ['**/__tests__/**/*.test.ts', '**/__tests__/**/*.test.tsx'],
        testPathIgnorePatterns: [...(shared.testPathIgnorePatterns ?? []), '\\.int\\.test\\.tsx?$'],
        setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      },
      {
        ...shared,
        displayName: 'data',
        testEnvironment: 'node',
        // The package cannot load under --experimental-vm-modules (ES modules only): lib/testing/next-intl-stub.ts.
        moduleNameMapper: { '^next-intl$': '<rootDir>/lib/testing/next-intl-stub.ts', ...shared.moduleNameMapper },
        testMatch: ['**/*.int.test.ts'],
        setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
        // The run builds each database template once; every file gets a copy (lib/db/testing/run.ts).
        globalSetup: '<rootDir>/lib/testing/data-run-setup.ts',
        globalTeardown: '<rootDir>/lib/testing/data-run-teardown.ts',
        // Each file boots an embedded database. A project-level `testTimeout`
        // is ignored by jest-circus (only the global one counts), so the
        // setup file reads this global and calls jest.setTimeout().
        globals: { VITRINE_TEST_TIMEOUT: 60_000 },
      },
    ],
  };
}
