import type { z } from 'zod';
import type { ShopType } from '@/lib/schemas/shop-type';
import { BLOCK_DEFINITION_LIST, BLOCK_TYPES, LAYOUT_BLOCK_TYPES } from './definition-list';

export { BLOCK_TYPES, LAYOUT_BLOCK_TYPES };

type Definition = (typeof BLOCK_DEFINITION_LIST)[number];

/** Every block type this build knows, from the definitions in the block folders. */
export type BlockType = Definition['type'];
/** The types that hold columns of other blocks. */
export type LayoutBlockType = (typeof LAYOUT_BLOCK_TYPES)[number];

/**
 * Each type's definition (`components/blocks/<type>/definition.ts`), by type: its data schema with
 * defaults, text fields, name, constraints and data query. Shared by the services (validation), the
 * editor and the views, so it lives below all of them.
 */
export const blockDefinitions = Object.fromEntries(BLOCK_DEFINITION_LIST.map((definition) => [definition.type, definition])) as {
  [K in BlockType]: Extract<Definition, { type: K }>;
};

/** The data of a block of a type, with defaults filled in. */
export type BlockDataOf<T extends BlockType> = z.output<(typeof blockDefinitions)[T]['schema']>;

/** Whether a type name is one this build knows. */
export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockDefinitions, type);
}

/** Whether blocks of this type hold columns of other blocks. */
export function isLayoutType(type: string): type is LayoutBlockType {
  return isBlockType(type) && blockDefinitions[type].constraints.columns !== undefined;
}

/** Whether a shop of this type gets the block type (its definition's `shopTypes`); unknown types are left to validation. */
export function isOfferedFor(type: string, shopType: ShopType): boolean {
  const shopTypes = isBlockType(type) ? blockDefinitions[type].constraints.shopTypes : undefined;
  return shopTypes === undefined || shopTypes.includes(shopType);
}
