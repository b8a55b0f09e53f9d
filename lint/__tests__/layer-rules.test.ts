import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The layer rules of eslint.config.mjs, run on sources that break them (and on ones that keep them).
// ESLint loads its flat config as an ES module, which Jest's module system does not do without
// --experimental-vm-modules, so one Node process lints all cases through ESLint's API.
const root = path.resolve(__dirname, '..', '..');
const LAYER_RULES = ['no-restricted-imports', 'vitrine/client-boundary', 'no-restricted-globals', '@typescript-eslint/no-restricted-types'];

interface Case { file: string; code: string }

function lintCases(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const found = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found.push(result.messages.filter((m) => ${JSON.stringify(LAYER_RULES)}.includes(m.ruleId)).map((m) => m.ruleId));
    }
    process.stdout.write(JSON.stringify(found));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

const CASES: Array<Case & { fails: boolean }> = [
  // Browser code: never services, the database or HTTP; the domain's types are fine.
  { file: 'components/cart/x.tsx', code: "import { getCart } from '@/lib/server/cart/get-cart';\nexport const x = getCart;\n", fails: true },
  { file: 'lib/queries/x.ts', code: "import { getDb } from '@/lib/db';\nexport const x = getDb;\n", fails: true },
  { file: 'components/cart/x.tsx', code: "import type { Shop } from '@/lib/server/shop/types';\nexport type X = Shop;\n", fails: false },
  { file: 'app/[shop]/x/error.tsx', code: "'use client';\nimport { handle } from '@/lib/http/handle';\nexport const x = handle;\n", fails: true },
  { file: 'app/[shop]/x/page.tsx', code: "import { handle } from '@/lib/http/handle';\nexport const x = handle;\n", fails: false },
  // Shopper code never imports the editor; the editor does.
  { file: 'components/cart/x.tsx', code: "import { Canvas } from '@/components/editor/canvas';\nexport const x = Canvas;\n", fails: true },
  { file: 'app/[shop]/[mode]/[locale]/page.tsx', code: "import { Canvas } from '../../../components/editor/canvas';\nexport const x = Canvas;\n", fails: true },
  { file: 'components/editor/x.tsx', code: "import { Canvas } from '@/components/editor/canvas';\nexport const x = Canvas;\n", fails: false },
  { file: 'app/[shop]/editor/page.tsx', code: "import { Canvas } from '@/components/editor/canvas';\nexport const x = Canvas;\n", fails: false },
  // A block's settings panel is editor code beside its view: it may use the editor, and only the editor may use it.
  { file: 'components/blocks/video/settings.tsx', code: "import { LineField } from '@/components/editor/fields/basic-fields';\nexport const x = LineField;\n", fails: false },
  { file: 'components/blocks/video/settings.tsx', code: "import { getDb } from '@/lib/db';\nexport const x = getDb;\n", fails: true },
  { file: 'components/editor/settings-registry.ts', code: "import { VideoSettings } from '@/components/blocks/video/settings';\nexport const x = VideoSettings;\n", fails: false },
  { file: 'components/blocks/video/view.tsx', code: "import { VideoSettings } from './settings';\nexport const x = VideoSettings;\n", fails: true },
  { file: 'components/blocks/video/view.tsx', code: "import { LineField } from '@/components/editor/fields/basic-fields';\nexport const x = LineField;\n", fails: true },
  { file: 'components/blocks/registry.ts', code: "import { VideoSettings } from './video/settings';\nexport const x = VideoSettings;\n", fails: true },
  { file: 'components/shell/x.tsx', code: "import { VideoSettings } from '../blocks/video/settings';\nexport const x = VideoSettings;\n", fails: true },
  { file: 'app/[shop]/[mode]/[locale]/page.tsx', code: "import { VideoSettings } from '@/components/blocks/video/settings';\nexport const x = VideoSettings;\n", fails: true },
  // Services: no requests, no HTTP layer, no routes, no UI; next/cache is theirs, and after() (work once the answer is sent).
  { file: 'lib/server/cart/x.ts', code: "import { NextResponse } from 'next/server';\nexport const x = NextResponse;\n", fails: true },
  { file: 'lib/server/cart/x.ts', code: "import { cookies } from 'next/headers';\nexport const x = cookies;\n", fails: true },
  { file: 'lib/server/cart/x.ts', code: "import { after, NextResponse } from 'next/server';\nexport const x = [after, NextResponse];\n", fails: true },
  { file: 'lib/server/cart/x.ts', code: "import { after } from 'next/server';\nexport const x = after;\n", fails: false },
  { file: 'lib/server/cart/x.ts', code: "import { handle } from '@/lib/http/handle';\nexport const x = handle;\n", fails: true },
  { file: 'lib/server/cart/x.ts', code: "import { blockViews } from '@/components/blocks/registry';\nexport const x = blockViews;\n", fails: true },
  { file: 'lib/server/cart/x.ts', code: "import { blockDefinitions } from '@/components/blocks/definitions';\nimport { imageBlockSchema } from '@/components/blocks/image/schema';\nexport const x = [blockDefinitions, imageBlockSchema];\n", fails: false },
  { file: 'components/blocks/image/schema.ts', code: "import { getDb } from '@/lib/db';\nexport const x = getDb;\n", fails: true },
  { file: 'lib/server/cart/x.ts', code: "import { revalidateTag } from 'next/cache';\nexport const x = revalidateTag;\n", fails: false },
  { file: 'lib/server/cart/x.ts', code: "import 'server-only';\nexport const x = () => new Response(null, { status: 303 });\n", fails: true },
  { file: 'lib/server/cart/x.ts', code: "import 'server-only';\nexport const x = (headers: Headers) => headers.get('host');\n", fails: true },
  { file: 'lib/http/x.ts', code: "import 'server-only';\nexport const x = (headers: Headers) => new Response(headers.get('host'));\n", fails: false },
  // The data layer and the pure libraries stay below the services.
  { file: 'lib/db/seed/x.ts', code: "import { hashPassword } from '../../server/auth/password';\nexport const x = hashPassword;\n", fails: true },
  { file: 'lib/contract/x.ts', code: "import { getDb } from '@/lib/db';\nexport const x = getDb;\n", fails: true },
  { file: 'lib/money.ts', code: "import { NotFoundError } from '@/lib/server/errors';\nexport const x = NotFoundError;\n", fails: true },
];

describe('the layer rules (eslint.config.mjs)', () => {
  const found = lintCases(CASES);

  it.each(CASES.map((c, i) => [c.file, c.code.split('\n').find((l) => l !== "import 'server-only';"), c.fails, i] as const))(
    '%s: %s -> fails: %s', (_file, _line, fails, i) => {
      expect(found[i]!.length > 0).toBe(fails);
    },
  );
});
