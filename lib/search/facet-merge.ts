import type { FacetPayload } from '@/lib/contract/search';

/**
 * Spec section 4: on a replace navigation (load more) the facets that arrive keep the active and
 * selected state the shopper saw before; counts and values come from the new answer.
 */
export function mergeFacets(earlier: FacetPayload[], next: FacetPayload[]): FacetPayload[] {
  return next.map((facet) => {
    const before = earlier.find((candidate) => candidate.id === facet.id && candidate.type === facet.type);
    if (!before) return facet;
    if (facet.type === 'range' && before.type === 'range') {
      return { ...facet, active: before.active, values: { ...facet.values, selected: before.values.selected, selection: before.values.selection } };
    }
    if (facet.type === 'selection' && before.type === 'selection') {
      const selected = new Set(before.values.filter((value) => value.selected).map((value) => value.value));
      return {
        ...facet,
        active: before.active,
        values: facet.values.map((value) => {
          const isSelected = selected.has(value.value) || (value.selected && !before.values.some((v) => v.value === value.value));
          return { ...value, selected: isSelected, visible: value.visible || isSelected };
        }),
      };
    }
    return facet;
  });
}

/** Whether a facet has anything to choose from. */
export function facetHasChoices(facet: FacetPayload): boolean {
  return facet.type === 'range' ? facet.values.max > facet.values.min : facet.values.some((value) => value.visible);
}
