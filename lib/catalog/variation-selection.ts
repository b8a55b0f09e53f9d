/** A chosen value per attribute name; an attribute not yet chosen is absent. */
export type VariationSelection = Readonly<Record<string, string>>;

interface VariationLike {
  slug: string;
  attributes: readonly { name: string; value: string }[];
}

/** The selection a product's own name/value list stands for (empty for a master). */
export function selectionOf(values: readonly { name: string; value: string }[]): VariationSelection {
  return Object.fromEntries(values.map((v) => [v.name, v.value]));
}

/** Whether every attribute has a value. */
export function isCompleteSelection(attributeNames: readonly string[], selection: VariationSelection): boolean {
  return attributeNames.length > 0 && attributeNames.every((name) => Boolean(selection[name]));
}

/** The variation whose values are exactly the selection's, or null. */
export function findVariation<V extends VariationLike>(variations: readonly V[], attributeNames: readonly string[], selection: VariationSelection): V | null {
  return variations.find((v) => attributeNames.every((name) => v.attributes.some((a) => a.name === name && a.value === selection[name]))) ?? null;
}

/**
 * Where a changed selection leads (spec section 4): once every attribute is chosen and the selection
 * differs from the current product's, the matching variation; otherwise (or when none matches) null.
 */
export function variationToOpen<V extends VariationLike>(
  attributeNames: readonly string[], variations: readonly V[], selection: VariationSelection, current: VariationSelection,
): V | null {
  if (!isCompleteSelection(attributeNames, selection)) return null;
  if (attributeNames.every((name) => selection[name] === current[name])) return null;
  return findVariation(variations, attributeNames, selection);
}

/** Whether some variation has this value together with the other values chosen so far. */
export function valueIsOffered(variations: readonly VariationLike[], selection: VariationSelection, name: string, value: string): boolean {
  return variations.some((v) => v.attributes.every((a) => (a.name === name ? a.value === value : !selection[a.name] || selection[a.name] === a.value))
    && v.attributes.some((a) => a.name === name && a.value === value));
}
