import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readBlockFolders, renderBlockSources, ROOT } from '../block-sources';

describe('the modules derived from the block definitions', () => {
  it('are up to date (regenerate with `npm run blocks:generate`)', async () => {
    const sources = renderBlockSources(await readBlockFolders());
    expect(Object.keys(sources).sort()).toEqual([
      'components/blocks/definition-list.ts', 'components/blocks/registry.ts', 'components/editor/settings-registry.ts', 'lib/content/block-texts.ts',
    ]);
    for (const [file, source] of Object.entries(sources)) expect(readFileSync(path.join(ROOT, file), 'utf8')).toBe(source);
  });

  it('take a new folder in as it is: its definitions, its view and its settings panel', () => {
    const sources = renderBlockSources([{
      folder: 'pull-quote',
      definitions: [{ exportName: 'pullQuoteBlock', definition: { type: 'pull-quote', label: 'pullQuote', schema: {} as never, texts: ['quote', 'source'], constraints: {} } }],
    }]);
    expect(sources['components/blocks/definition-list.ts']).toContain("import { pullQuoteBlock } from './pull-quote/definition';");
    expect(sources['components/blocks/definition-list.ts']).toContain("export const BLOCK_TYPES = ['pull-quote'] as const;");
    expect(sources['components/blocks/registry.ts']).toContain("import { PullQuoteBlock } from './pull-quote/view';");
    expect(sources['components/blocks/registry.ts']).toContain("  'pull-quote': PullQuoteBlock,");
    expect(sources['components/editor/settings-registry.ts']).toContain("import { PullQuoteSettings } from '@/components/blocks/pull-quote/settings';");
    expect(sources['lib/content/block-texts.ts']).toContain("  'pull-quote': ['quote', 'source'],");
  });
});
