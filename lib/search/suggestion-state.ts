/** The suggested search box (spec sections 2 and 5): typed text, highlighted suggestion, open list. */
export interface SuggestionState {
  query: string;
  /** Index of the highlighted suggestion; -1 for none. */
  selected: number;
  open: boolean;
  /** An empty query was submitted: the placeholder shows the noEmptySubmit message. */
  emptySubmitted: boolean;
}

export type SuggestionAction =
  | { type: 'input'; query: string }
  /** The query of the search results page the box is on: shown, but nothing was typed, so no list opens. */
  | { type: 'pageQuery'; query: string }
  /** The field got the focus: an empty box opens (the recent searches); a shown query stays closed. */
  | { type: 'focus' }
  | { type: 'down'; count: number }
  | { type: 'up'; count: number }
  | { type: 'hover'; index: number }
  | { type: 'close' }
  /** `listShown`: the list is on screen (aria-expanded), so Escape closes it rather than clearing the box. */
  | { type: 'escape'; listShown: boolean }
  | { type: 'emptySubmit' };

export const initialSuggestionState: SuggestionState = { query: '', selected: -1, open: false, emptySubmitted: false };

/** Queries of at most one character ask for no suggestions (spec section 5). */
export const MIN_SUGGESTION_LENGTH = 2;
/** The input takes at most 200 characters (spec section 9). */
export const MAX_QUERY_LENGTH = 200;

/**
 * Keyboard and typing rules of the box: arrows wrap through the list; Escape, as the ARIA APG combobox
 * has it, first closes a shown list and keeps the text, and clears the box when no list is shown.
 */
export function suggestionReducer(state: SuggestionState, action: SuggestionAction): SuggestionState {
  switch (action.type) {
    case 'input':
      return { query: action.query.slice(0, MAX_QUERY_LENGTH), selected: -1, open: true, emptySubmitted: false };
    case 'pageQuery':
      return { ...initialSuggestionState, query: action.query.slice(0, MAX_QUERY_LENGTH) };
    case 'focus':
      return state.query.trim() === '' ? { ...state, open: true, selected: -1 } : state;
    case 'down':
      if (action.count === 0) return state;
      return { ...state, open: true, selected: state.selected + 1 >= action.count ? 0 : state.selected + 1 };
    case 'up':
      if (action.count === 0) return state;
      return { ...state, open: true, selected: state.selected <= 0 ? action.count - 1 : state.selected - 1 };
    case 'hover':
      return { ...state, selected: action.index };
    case 'close':
      return { ...state, open: false, selected: -1 };
    case 'escape':
      return action.listShown ? { ...state, open: false, selected: -1 } : initialSuggestionState;
    case 'emptySubmit':
      return { ...initialSuggestionState, emptySubmitted: true };
  }
}

/** Where Enter leads: the highlighted suggestion, else a search for the trimmed query, else nowhere. */
export type EnterTarget = { kind: 'suggestion'; index: number } | { kind: 'search'; q: string } | { kind: 'empty' };

/** Decides what Enter does in the current state with `count` suggestions shown. */
export function enterTarget(state: SuggestionState, count: number): EnterTarget {
  if (state.open && state.selected >= 0 && state.selected < count) return { kind: 'suggestion', index: state.selected };
  const q = state.query.trim();
  return q ? { kind: 'search', q } : { kind: 'empty' };
}

/** The text suggestions are asked for, or null when it is too short. */
export function suggestionQuery(query: string): string | null {
  const q = query.trim();
  return q.length >= MIN_SUGGESTION_LENGTH ? q : null;
}
