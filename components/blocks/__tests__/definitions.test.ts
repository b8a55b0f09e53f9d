import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOCK_TEXT_PATHS, textPathsOf } from '@/lib/content/block-texts';
import { newBlock } from '@/components/editor/new-block';
import { blockSettingsPanels } from '@/components/editor/settings-registry';
import { treeProblem } from '../block-tree';
import { SHOP_TYPES } from '@/lib/schemas/shop-type';
import { BLOCK_TYPES, blockDefinitions, isBlockType, isLayoutType, isOfferedFor, LAYOUT_BLOCK_TYPES } from '../definitions';
import { blockViews } from '../registry';

const languages = ['ca', 'cs', 'da', 'de', 'en-GB', 'en', 'es-MX', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pt-BR', 'pt', 'ru', 'sv'];
const messages = (language: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'messages', `${language}.json`), 'utf8'));

describe('everything the code knows of a block type comes from its definition', () => {
  it('lists each defined type once, keyed by its own type', () => {
    expect(new Set(BLOCK_TYPES).size).toBe(BLOCK_TYPES.length);
    for (const type of BLOCK_TYPES) expect(blockDefinitions[type].type).toBe(type);
    expect(isBlockType('text')).toBe(true);
    expect(isBlockType('marquee')).toBe(false);
    expect(isBlockType('toString')).toBe(false);
  });

  it('counts as layouts exactly the types whose definition holds columns', () => {
    expect([...LAYOUT_BLOCK_TYPES].sort()).toEqual(BLOCK_TYPES.filter((type) => blockDefinitions[type].constraints.columns).sort());
    expect(LAYOUT_BLOCK_TYPES.every(isLayoutType)).toBe(true);
    expect(isLayoutType('text')).toBe(false);
  });

  it('gives the data layer each type’s text fields as its definition declares them', () => {
    for (const type of BLOCK_TYPES) expect(textPathsOf(type)).toEqual(blockDefinitions[type].texts);
    expect(Object.keys(BLOCK_TEXT_PATHS).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(textPathsOf('marquee')).toEqual([]);
    expect(textPathsOf('constructor')).toEqual([]);
  });

  it('has a view and a settings panel for every type', () => {
    for (const type of BLOCK_TYPES) {
      expect(typeof blockViews[type]).toBe('function');
      expect(typeof blockSettingsPanels[type]).toBe('function');
    }
  });

  it.each(languages)('names every type in %s', (language) => {
    const names = messages(language).EditorBlocks as Record<string, string>;
    for (const type of BLOCK_TYPES) expect(names[blockDefinitions[type].label]).toEqual(expect.any(String));
  });

  it.each(BLOCK_TYPES)('starts a new %s block as a tree the server accepts', (type) => {
    expect(treeProblem([newBlock(type, 'b-1')])).toBeNull();
  });

  it('offers each type to the shop types its definition names, to every type when it names none', () => {
    for (const type of BLOCK_TYPES) {
      const named = blockDefinitions[type].constraints.shopTypes;
      for (const shopType of SHOP_TYPES) expect(isOfferedFor(type, shopType)).toBe(named === undefined || named.includes(shopType));
    }
    // The choice made for the spec's "some blocks are hidden for the unity and beyond shop types".
    const hiddenFor = (shopType: (typeof SHOP_TYPES)[number]) => BLOCK_TYPES.filter((type) => !isOfferedFor(type, shopType));
    expect(hiddenFor('hosted')).toEqual([]);
    expect(hiddenFor('unity')).toEqual(['html']);
    expect(hiddenFor('beyond')).toEqual(['html']);
    // The palette of every type keeps something to add, and unknown types are left to validation.
    for (const shopType of SHOP_TYPES) expect(hiddenFor(shopType).length).toBeLessThan(BLOCK_TYPES.length);
    expect(isOfferedFor('marquee', 'beyond')).toBe(true);
  });

  it('asks the catalogue only for set-up blocks of the types that show it', () => {
    expect(blockDefinitions.category.query!({ categoryId: '', pageSize: 12 })).toBeNull();
    expect(blockDefinitions.category.query!({ categoryId: 'c-1', pageSize: 12 })).toEqual({ categoryId: 'c-1', page: 1, resultsPerPage: 12 });
    expect(blockDefinitions['product-slider'].query!({ productIds: ['not-a-product'] })).toBeNull();
    expect(BLOCK_TYPES.filter((type) => 'query' in blockDefinitions[type]).sort()).toEqual(['category', 'category-swiper', 'product-slider']);
  });
});
