// ESLint 9 flat config. eslint-config-next 16 ships flat configs (arrays)
// under these two subpaths; `npm run lint` runs with --max-warnings 0.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures hand values on through a callback named `use`, which
  // the React hooks rule mistakes for React's `use()`; e2e/ has no React.
  {
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Build output, local databases, test reports and generated files.
  globalIgnores([
    '.next/**',
    '.next-bench/**',
    'node_modules/**',
    '.data/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
    'lib/db/migrations/**',
  ]),
]);
