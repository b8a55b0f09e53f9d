import { bag, belt, hat, scarf, wallet } from './accessories';
import { boot, sandal, sneaker } from './footwear';
import { hoodie, jacket, polo, shirt, sweater, trousers } from './clothing';
import type { Drawing } from './drawing';
import { blanket, candle, cushion, mug, vase } from './home';
import { backpack, bottle, tent } from './outdoor';

export { VIEWS, type View, type Drawing } from './drawing';

/** Every product type the demo draws, by the key products name as their picture. */
export const DRAWINGS = {
  shirt, polo, sweater, hoodie, jacket, trousers, sneaker, boot, sandal, bag, wallet, scarf, hat, belt,
  cushion, blanket, mug, candle, vase, backpack, bottle, tent,
} satisfies Record<string, Drawing>;

export type ProductType = keyof typeof DRAWINGS;
