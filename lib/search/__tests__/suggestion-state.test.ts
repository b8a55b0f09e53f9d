import { enterTarget, initialSuggestionState, suggestionQuery, suggestionReducer, type SuggestionAction } from '../suggestion-state';
import { createSerialQueue } from '../serial-queue';

const run = (...actions: SuggestionAction[]) => actions.reduce(suggestionReducer, initialSuggestionState);

describe('suggested search keyboard rules', () => {
  it('moves the selection with the arrows, wrapping at both ends', () => {
    expect(run({ type: 'input', query: 'mu' }, { type: 'down', count: 3 }).selected).toBe(0);
    expect(run({ type: 'input', query: 'mu' }, { type: 'down', count: 2 }, { type: 'down', count: 2 }, { type: 'down', count: 2 }).selected).toBe(0);
    expect(run({ type: 'input', query: 'mu' }, { type: 'up', count: 3 }).selected).toBe(2);
    expect(run({ type: 'input', query: 'mu' }, { type: 'down', count: 0 }).selected).toBe(-1);
  });

  it('sends Enter to the selected result, else to a search for the trimmed query, else nowhere', () => {
    expect(enterTarget(run({ type: 'input', query: 'mug' }, { type: 'down', count: 2 }), 2)).toEqual({ kind: 'suggestion', index: 0 });
    expect(enterTarget(run({ type: 'input', query: '  mug ' }), 2)).toEqual({ kind: 'search', q: 'mug' });
    expect(enterTarget(run({ type: 'input', query: '   ' }), 0)).toEqual({ kind: 'empty' });
  });

  it('closes a shown list on Escape keeping the text, and clears the box on Escape without one (ARIA APG combobox)', () => {
    const closed = run({ type: 'input', query: 'jac' }, { type: 'down', count: 2 }, { type: 'escape', listShown: true });
    expect(closed).toEqual({ query: 'jac', selected: -1, open: false, emptySubmitted: false });
    expect(enterTarget(closed, 2)).toEqual({ kind: 'search', q: 'jac' });
    expect(suggestionReducer(closed, { type: 'escape', listShown: false })).toEqual(initialSuggestionState);
    // The arrows bring the closed list back with the text kept.
    expect(suggestionReducer(closed, { type: 'down', count: 2 })).toMatchObject({ query: 'jac', open: true, selected: 0 });
    expect(run({ type: 'pageQuery', query: 'mug' }, { type: 'escape', listShown: false })).toEqual(initialSuggestionState);
  });

  it('remembers an empty submit until typing', () => {
    expect(run({ type: 'emptySubmit' }).emptySubmitted).toBe(true);
    expect(run({ type: 'emptySubmit' }, { type: 'input', query: 'a' }).emptySubmitted).toBe(false);
  });

  it('shows the results page\'s query closed and unselected, replacing what was typed', () => {
    expect(run({ type: 'input', query: 'mu' }, { type: 'down', count: 2 }, { type: 'pageQuery', query: 'blue mug' }))
      .toEqual({ query: 'blue mug', selected: -1, open: false, emptySubmitted: false });
    expect(enterTarget(run({ type: 'pageQuery', query: 'mug' }), 0)).toEqual({ kind: 'search', q: 'mug' });
  });

  it('caps the input at 200 characters and asks only for queries longer than 1 character', () => {
    expect(run({ type: 'input', query: 'x'.repeat(250) }).query).toHaveLength(200);
    expect(suggestionQuery(' m ')).toBeNull();
    expect(suggestionQuery(' mu ')).toBe('mu');
  });
});

describe('serial queue', () => {
  it('runs one request at a time and skips those aborted while waiting', async () => {
    const enqueue = createSerialQueue();
    const order: string[] = [];
    let release!: () => void;
    const first = enqueue(() => new Promise<string>((resolve) => { release = () => resolve('a'); }).then((v) => { order.push(v); return v; }));
    const controller = new AbortController();
    const second = enqueue(async () => { order.push('b'); return 'b'; }, controller.signal);
    const third = enqueue(async () => { order.push('c'); return 'c'; });
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(first).resolves.toBe('a');
    await expect(second).rejects.toThrow('Superseded');
    await expect(third).resolves.toBe('c');
    expect(order).toEqual(['a', 'c']);
  });
});
