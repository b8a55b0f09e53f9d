/** 'Colour: Black, Size: M' from a variation's values (the cart's, the order's and analytics' name of it); null for other products. */
export function variationString(values: { displayName: string; displayValue: string }[]): string | null {
  return values.length === 0 ? null : values.map((v) => `${v.displayName}: ${v.displayValue}`).join(', ');
}

/** A variation's own values with their display names, from the product page's attributes and selection. */
export function selectedValues(
  attributes: { name: string; displayName: string; values: { value: string; displayValue: string }[] }[],
  selection: { name: string; value: string }[],
): { displayName: string; displayValue: string }[] {
  return selection.map(({ name, value }) => {
    const attribute = attributes.find((a) => a.name === name);
    return { displayName: attribute?.displayName ?? name, displayValue: attribute?.values.find((v) => v.value === value)?.displayValue ?? value };
  });
}
