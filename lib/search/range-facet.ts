/** A price range in currency units. */
export interface PriceRange {
  min: number;
  max: number;
}

/** Spec section 4: a range facet counts as selected when its min or max differs from the full range. */
export function isRangeSelected(full: PriceRange, selection: PriceRange | null): boolean {
  return selection !== null && (selection.min !== full.min || selection.max !== full.max);
}

/** The `min;max` filter value of a chosen range; null when it covers the full range (no filter). */
export function rangeFilterValue(full: PriceRange, chosen: { min: number | null; max: number | null }): string | null {
  const min = chosen.min ?? full.min;
  const max = chosen.max ?? full.max;
  const [low, high] = min <= max ? [min, max] : [max, min];
  if (!isRangeSelected(full, { min: low, max: high })) return null;
  return `${low};${high}`;
}

/** Reads a `min;max` filter value (either side may be empty) into numbers, or null. */
export function readRangeValue(value: string): { min: number | null; max: number | null } | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)?\s*;\s*(\d+(?:[.,]\d+)?)?\s*$/.exec(value);
  if (!match) return null;
  const read = (part: string | undefined) => (part === undefined ? null : Number(part.replace(',', '.')));
  return { min: read(match[1]), max: read(match[2]) };
}
