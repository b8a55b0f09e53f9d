import { DEMO, type DemoProductKey } from '../demo';
import type { Random } from '../random';
import { ADJECTIVES, BRANDS, COLOURS, type Colour, type MaterialKey } from '../words';
import type { SeededChild } from './categories';
import { productName, type DescriptionChoice, type NameParts } from './names';
import { bulkTiers, priceInBand, stockLevel } from './pricing';

/** Everything about one catalogue product (simple or variation master) before it becomes rows. */
export interface ProductSpec {
  featured?: DemoProductKey;
  sku: string;
  category: SeededChild;
  parts: NameParts;
  brand: string;
  /** The colour its pictures are drawn in, whether or not its name mentions it. */
  colour: Colour;
  priceAmount: number;
  /** Null for a master: the sum of its variations. */
  stockLevel: number | null;
  variation?: { colours: Colour[]; sizes: readonly string[] };
  isVisible: boolean;
  createdAt: Date;
  extraImageColours: Colour[];
  bulkPrices: { minQuantity: number; priceAmount: number }[];
  crossSellings: number;
  choice: DescriptionChoice;
}

/** One generated product in this many is a variation master, in a category that has sizes. */
const MASTER_EVERY = 12;
const DAY_MS = 86_400_000;
const colour = (key: string) => COLOURS.find((c) => c.key === key)!;

export interface SpecContext {
  random: Random;
  children: readonly SeededChild[];
  /** "Now" for creation dates, so that "newest first" means the last year. */
  now: number;
  /** English names already given, so that generated names do not repeat the featured ones. */
  usedNames: Set<string>;
}

function common(ctx: SpecContext) {
  const { random } = ctx;
  return {
    brand: random.pick(BRANDS),
    createdAt: new Date(ctx.now - random.int(0, 364) * DAY_MS - random.int(0, DAY_MS / 1000 - 1) * 1000),
    choice: { intro: random.int(0, 2), material: random.int(0, 1), colour: random.int(0, 1), service: random.int(0, 1) },
  };
}

// Featured products are described by words from the lists, so their names come out as in DEMO.
// `picture` colours the pictures of a product whose name has no colour.
const FEATURED: Record<DemoProductKey, { category: string; noun: string; adjective: string; colour?: string; picture?: string; material: MaterialKey }> = {
  master: { category: 't-shirts', noun: 'T-Shirt', adjective: 'Classic', material: 'cotton' },
  mug: { category: 'tableware', noun: 'Mug', adjective: 'Handmade', picture: 'blue', material: 'stoneware' },
  lowStock: { category: 'scarves-hats', noun: 'Scarf', adjective: 'Nordic', colour: 'grey', material: 'wool' },
  soldOut: { category: 'boots', noun: 'Ankle Boots', adjective: 'Elegant', colour: 'black', material: 'leather' },
  sneakers: { category: 'sneakers', noun: 'Sneakers', adjective: 'Minimalist', colour: 'white', material: 'leather' },
};

/** The featured products of DEMO whose category the shop has. */
export function featuredSpecs(ctx: SpecContext): ProductSpec[] {
  return (Object.keys(FEATURED) as DemoProductKey[]).flatMap((key): ProductSpec[] => {
    const def = FEATURED[key];
    const demo = DEMO.products[key];
    const category = ctx.children.find((c) => c.def.key === def.category);
    if (!category) return [];
    const parts: NameParts = {
      noun: category.def.nouns.find((n) => n.en === def.noun)!,
      adjective: ADJECTIVES.find((a) => a.en === def.adjective)!,
      colour: def.colour ? colour(def.colour) : undefined,
      material: def.material,
    };
    ctx.usedNames.add(productName(parts, 'en'));
    const variation = 'colours' in demo ? { colours: demo.colours.map(colour), sizes: demo.sizes } : undefined;
    return [{
      ...common(ctx), featured: key, sku: demo.sku, category, parts, colour: parts.colour ?? variation?.colours[0] ?? colour(def.picture!),
      priceAmount: demo.priceAmount, stockLevel: demo.stockLevel, variation, isVisible: true, extraImageColours: [],
      bulkPrices: 'bulkPrices' in demo ? demo.bulkPrices.map((tier) => ({ ...tier })) : [],
      crossSellings: key === 'mug' ? 4 : 0,
    }];
  });
}

/** The n-th generated product (0-based): a random but reproducible name, price, stock and extras. */
export function generatedSpec(ctx: SpecContext, n: number): ProductSpec {
  const { random } = ctx;
  const sized = ctx.children.filter((c) => c.def.sizes);
  const isMaster = n % MASTER_EVERY === 0 && sized.length > 0;
  const category = random.pick(isMaster ? sized : ctx.children);
  const itemColour = random.pick(COLOURS);
  const namedByColour = !isMaster && random.chance(0.7);
  let parts: NameParts;
  // A few draws avoid repeating a name; huge catalogues run out of combinations and keep a repeat
  // (its slug still gets a numeric suffix).
  for (let attempt = 0; ; attempt += 1) {
    parts = {
      noun: random.pick(category.def.nouns),
      adjective: random.pick(ADJECTIVES),
      colour: namedByColour ? itemColour : undefined,
      material: random.pick(category.def.materials),
    };
    const name = productName(parts, 'en');
    if (!ctx.usedNames.has(name) || attempt >= 4) {
      ctx.usedNames.add(name);
      break;
    }
  }
  const priceAmount = priceInBand(random, category.def.price);
  const variation = isMaster ? { colours: random.sample(COLOURS, 2), sizes: category.def.sizes! } : undefined;
  return {
    ...common(ctx),
    sku: `VT-${String(n + 1).padStart(6, '0')}`,
    category,
    parts,
    colour: variation ? variation.colours[0]! : itemColour,
    priceAmount,
    stockLevel: isMaster ? null : stockLevel(random),
    variation,
    // One in a hundred is hidden, so that listings and search have something to leave out.
    isVisible: n % 100 !== 37,
    extraImageColours: isMaster ? [] : random.sample(COLOURS.filter((c) => c !== itemColour), random.int(0, 2)),
    bulkPrices: !isMaster && random.chance(0.12) ? bulkTiers(priceAmount) : [],
    crossSellings: random.chance(0.15) ? random.int(3, 6) : 0,
  };
}
