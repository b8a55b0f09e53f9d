import type { z } from 'zod';
import type { ShopType } from '@/lib/schemas/shop-type';

/** The products a data-driven block shows, as the catalogue's listing asks for them. */
export interface BlockDataQuery {
  categoryId?: string;
  productIds?: string[];
  page: number;
  resultsPerPage: number;
}

/**
 * What a page's tree allows of a type, checked alike by the editor's reducer and by every write of the
 * server (components/blocks/block-tree.ts), so that neither stores what the other refuses.
 */
export interface BlockConstraints {
  /** At most one block of the type on a page (the spec's category block). */
  oncePerPage?: true;
  /** `page`: only in the page's own list, never in a layout's column. Anywhere when absent. */
  placement?: 'page';
  /** Layouts: the columns of blocks they hold, at least and at most, and how many a new one starts with. */
  columns?: { min: number; max: number; start: number };
  /**
   * The shop types whose editor offers the type (spec: "some blocks are hidden for the unity and beyond
   * shop types"); every type when absent. A shop of another type cannot add one; a block it already
   * stores stays and renders (components/blocks/block-tree.ts, `kept`).
   */
  shopTypes?: readonly ShopType[];
}

/**
 * One block type, declared once in its folder (`components/blocks/<type>/definition.ts`): everything the
 * storefront, the API and the editor know of it apart from its view and its settings panel, which stay
 * in their own files for the bundle boundary. `npm run blocks:generate` derives the type list, the text
 * paths, the views' and the settings panels' registries from the definitions.
 */
export interface BlockDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  /** Key of the type's name in the messages (namespace EditorBlocks). */
  label: string;
  /** Its data, with defaults (a new block is `schema.parse({})`). */
  schema: S;
  /** Fields that hold texts, kept per locale, as field-path patterns (`images.*.alt`). */
  texts: readonly string[];
  constraints: BlockConstraints;
  /**
   * The catalogue data the block shows, as a query that the server loads for it before rendering
   * (`loadBlockData`): the shape of Puck's `resolveData`, kept pure so that the editor's canvas can tell
   * whether the data it holds still answers the block's settings. Null: not set up yet.
   */
  query?: (data: z.output<S>) => BlockDataQuery | null;
}

/** Declares a block type; the identity, typed, so that each definition keeps its literal type and schema. */
export function defineBlock<const T extends string, S extends z.ZodType>(definition: BlockDefinition<T, S>): BlockDefinition<T, S> {
  return definition;
}
