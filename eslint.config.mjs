// ESLint 9 flat config. eslint-config-next 16 ships flat configs (arrays)
// under these two subpaths; `npm run lint` runs with --max-warnings 0.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { clientBoundary } from './lint/client-boundary.mjs';

// Layers and who may import whom (docs/architecture.md, "Layers"). Cross-folder imports use the `@/`
// alias; each pattern also catches a relative path that climbs out of the folder. Type-only imports
// vanish from bundles, so browser code may name the domain's types (the shapes services hand the UI),
// never its code.
const from = (path) => `^(@/|(\\.\\./)+)${path}(/|$)`;

const EDITOR = {
  regex: from('(components/)?editor'),
  message: 'Shopper code never imports the editor: it is loaded by a dynamic import on /editor routes only.',
};
// A block type's settings panel (components/blocks/<type>/settings.tsx) is editor code in the block's folder:
// reached through the editor's registry only, never from a view, the views' registry or any other shopper code.
const BLOCK_SETTINGS = {
  regex: '^(@/components/blocks/[a-z-]+/|(\\.\\./)+(components/)?blocks/[a-z-]+/|\\./([a-z-]+/)?)settings$',
  message: 'Shopper code never imports a block settings panel: only the editor does, through components/editor/settings-registry.ts.',
};
// next/dynamic's runtime (loadable, chunk preloading, CSR bailout: about 2.8 KB compressed) would load on every
// shopper page that renders one; React's lazy() or a plain import costs nothing of the kind.
const NEXT_DYNAMIC = {
  regex: '^next/dynamic$',
  message: "Shopper code loads code on demand with React's lazy() or import(), not next/dynamic, whose runtime every page rendering it would load.",
};
const SERVER = { regex: from('(lib/)?server'), message: 'Only server code imports the services (lib/server).' };
const DB = { regex: from('(lib/)?db'), message: 'Only services import the database layer (lib/db).' };
const HTTP = { regex: from('(lib/)?http'), message: 'Only route handlers and pages use the HTTP layer (lib/http).' };
const APP = { regex: from('app'), message: 'Nothing below the routes imports them (app/).' };
// Each block type is one folder (definition, schema, view, settings); its definition and schema and the
// block model around them (definitions, the page tree, render blocks) are pure and validate writes, so
// services may import those, nothing else.
const BLOCK_MODEL = [
  'components/blocks/define-block.ts', 'components/blocks/definitions.ts', 'components/blocks/definition-list.ts',
  'components/blocks/block-tree.ts', 'components/blocks/render-block.ts', 'components/blocks/render-blocks.ts',
  // Which heading is a page's h1: the views render it, the pre-publish checks (lib/content/checks) count it.
  'components/blocks/page-headline.ts',
  // Reusable sections: a page's references expanded for rendering and for the page's limits.
  'components/blocks/sections.ts',
  'components/blocks/*/definition.ts', 'components/blocks/*/schema.ts',
];
const UI = {
  regex: '^(@/|(\\.\\./)+)components(/(?!blocks/(define-block|definitions|definition-list|block-tree|render-blocks?|page-headline|sections|[a-z-]+/(definition|schema))$)|$)',
  message: 'Services, data and shared rules never import UI (components/); only the block model (components/blocks/definitions, block-tree, render-blocks, page-headline, sections, <type>/definition and schema) is shared.',
};
const REQUEST = {
  regex: '^next/(server|headers)(\\.js)?$',
  message: 'Services know no requests, responses or cookies: take plain values, and let lib/http and the route handler deal with HTTP.',
  // after() only defers work until the answer is sent and shows nothing of the request: the HTTP cache
  // purge waits for it (lib/server/http-cache/purge.ts).
  allowImportNames: ['after'],
};
/** Web-standard HTTP objects, which need no import. */
const WEB_HTTP = ['Request', 'Response', 'Headers', 'FormData'];
/** What browser code must not reach: its bundles would carry server code (types alone are fine). */
const BROWSER_FORBIDS = [SERVER, DB, HTTP].map((pattern) => ({ ...pattern, allowTypeImports: true }));

const restrict = (...patterns) => ['error', { patterns }];

/** The browser's side: UI, the typed API client, React Query hooks and stores ('use client' files anywhere too). */
const BROWSER = ['components/**', 'lib/api/**', 'lib/queries/**', 'lib/stores/**'];
/** The block types' settings panels: editor code kept beside each block's schema and view. */
const SETTINGS_FILES = ['components/blocks/*/settings.tsx'];
/** The editor: the only code that may import it. `[shop]` is escaped, or it would be a character class. */
const EDITOR_FILES = ['components/editor/**', ...SETTINGS_FILES, 'app/\\[shop\\]/editor/**'];
/** Shared rules: pure, no I/O, nothing of the layers above. */
const PURE = ['lib/contract/**', 'lib/schemas/**', 'lib/routing/**', 'lib/money.ts', 'lib/blocks/**', 'lib/content/**', ...BLOCK_MODEL];
/** Tests sit above every layer: an integration test may drive a route to check a service. */
const TESTS = ['**/__tests__/**'];
const CODE = ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures hand values on through a callback named `use`, which
  // the React hooks rule mistakes for React's `use()`; e2e/, e2e-scale-out/ and e2e-faults/ have no React.
  {
    files: ['e2e/**', 'e2e-scale-out/**', 'e2e-faults/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Layers. A file gets the options of the last block that matches it, so each block lists everything
  // its files must not import (the editor rule included) and the blocks' file sets do not overlap.
  { files: CODE, ignores: [...EDITOR_FILES, ...TESTS], rules: { 'no-restricted-imports': restrict(EDITOR, BLOCK_SETTINGS, NEXT_DYNAMIC) } },
  { files: BROWSER, ignores: [...EDITOR_FILES, ...TESTS], rules: { 'no-restricted-imports': restrict(EDITOR, BLOCK_SETTINGS, NEXT_DYNAMIC, ...BROWSER_FORBIDS) } },
  { files: ['components/editor/**', ...SETTINGS_FILES], ignores: TESTS, rules: { 'no-restricted-imports': restrict(...BROWSER_FORBIDS) } },
  {
    files: ['lib/server/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': restrict(REQUEST, HTTP, APP, UI),
      // The web-standard request and response objects are globals, not imports: neither as values nor as types.
      'no-restricted-globals': ['error', ...WEB_HTTP.map((name) => ({ name, message: REQUEST.message }))],
      '@typescript-eslint/no-restricted-types': ['error', { types: Object.fromEntries(WEB_HTTP.map((name) => [name, REQUEST.message])) }],
    },
  },
  { files: ['lib/db/**'], ignores: TESTS, rules: { 'no-restricted-imports': restrict(SERVER, HTTP, APP, UI) } },
  { files: PURE, ignores: TESTS, rules: { 'no-restricted-imports': restrict(SERVER, DB, HTTP, APP, UI) } },
  // A 'use client' module outside the browser folders (an error boundary in app/, say) is browser code too.
  {
    files: CODE,
    ignores: [...BROWSER, ...TESTS],
    plugins: { vitrine: { rules: { 'client-boundary': clientBoundary } } },
    rules: { 'vitrine/client-boundary': ['error', { patterns: BROWSER_FORBIDS }] },
  },
  // Build output, local databases, test reports and generated files.
  globalIgnores([
    '.next/**',
    '.next-bench/**',
    '.next-bench-*/**',
    '.next-prof/**',
    'dist/**',
    'node_modules/**',
    '.data/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
    'lib/db/migrations/**',
  ]),
]);
