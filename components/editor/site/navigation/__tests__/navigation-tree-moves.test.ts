import { flattenMenu, type Menu, type NavigationTrees } from '../navigation-tree';
import { moveCheck, moveEntry, setVisibility, type MenuChange, type NavigationMove } from '../navigation-tree-moves';
import { category, outline, trees } from './navigation-fixtures';

const applied = (outcome: ReturnType<typeof moveEntry>): MenuChange => {
  if (!outcome || 'refused' in outcome) throw new Error(`Expected a move, got ${JSON.stringify(outcome)}`);
  return outcome;
};
const check = (all: NavigationTrees, menu: Menu, key: string, move: NavigationMove) =>
  moveCheck(all, menu, flattenMenu(all[menu]).find((info) => info.entry.key === key)!, move);

describe('moving up and down', () => {
  it('swaps an entry with its sibling, its sub-entries going with it', () => {
    const up = applied(moveEntry(trees(), 'main', 'category:clothing', 'up'));
    expect(outline(up.trees.main)).toEqual([['Clothing', [['T Shirts', ['Basics']], 'Jackets']], 'Home', 'New Arrivals', 'Winter Sale']);
    expect(up.changed).toEqual(['main']);
    expect(up.place).toEqual({ menu: 'main', level: 1, position: 1 });
    const down = applied(moveEntry(trees(), 'main', 'category:t-shirts', 'down'));
    expect(outline(down.trees.main)[1]).toEqual(['Clothing', ['Jackets', ['T Shirts', ['Basics']]]]);
    expect(down.place).toEqual({ menu: 'main', level: 2, position: 2 });
  });

  it('leaves the other menu and untouched branches as they were', () => {
    const before = trees();
    const moved = applied(moveEntry(before, 'main', 'page:new-arrivals', 'up'));
    expect(moved.trees.footer).toBe(before.footer);
    expect(moved.trees.main[0]).toBe(before.main[0]);
  });

  it('is impossible past the first or last sibling', () => {
    expect(moveEntry(trees(), 'main', 'category:home', 'up')).toBeNull();
    expect(moveEntry(trees(), 'main', 'page:jackets', 'down')).toBeNull();
    expect(moveEntry(trees(), 'footer', 'page:autumn-preview', 'down')).toBeNull();
    expect(moveEntry(trees(), 'main', 'page:nowhere', 'up')).toBeNull();
  });
});

describe('moving in and out', () => {
  it('moves an entry in as the last sub-entry of the one above it', () => {
    const moved = applied(moveEntry(trees(), 'main', 'page:new-arrivals', 'in'));
    expect(outline(moved.trees.main)).toEqual([
      'Home', ['Clothing', [['T Shirts', ['Basics']], 'Jackets', 'New Arrivals']], 'Winter Sale',
    ]);
    expect(moved.place).toEqual({ menu: 'main', level: 2, position: 3 });
    const third = applied(moveEntry(trees(), 'main', 'page:jackets', 'in'));
    expect(outline(third.trees.main)[1]).toEqual(['Clothing', [['T Shirts', ['Basics', 'Jackets']]]]);
  });

  it('refuses a fourth level, counting the sub-entries that go along', () => {
    expect(moveEntry(trees(), 'main', 'category:clothing', 'in')).toEqual({ refused: 'too-deep' });
    const flat = { main: [category('a'), category('b', [category('c')])], footer: [] };
    expect(applied(moveEntry(flat, 'main', 'category:b', 'in')).place.level).toBe(2);
  });

  it('moves an entry out to right after its parent, the siblings after it staying with the parent', () => {
    const basics = applied(moveEntry(trees(), 'main', 'category:basics', 'out'));
    expect(outline(basics.trees.main)[1]).toEqual(['Clothing', ['T Shirts', 'Basics', 'Jackets']]);
    expect(basics.place).toEqual({ menu: 'main', level: 2, position: 2 });
    const tShirts = applied(moveEntry(trees(), 'main', 'category:t-shirts', 'out'));
    expect(outline(tShirts.trees.main)).toEqual(['Home', ['Clothing', ['Jackets']], ['T Shirts', ['Basics']], 'New Arrivals', 'Winter Sale']);
  });

  it('is impossible at the top level, for the first sibling moving in, and in the flat footer', () => {
    expect(moveEntry(trees(), 'main', 'category:home', 'out')).toBeNull();
    expect(moveEntry(trees(), 'main', 'category:home', 'in')).toBeNull();
    expect(moveEntry(trees(), 'footer', 'page:autumn-preview', 'in')).toBeNull();
    expect(check(trees(), 'footer', 'page:autumn-preview', 'in')).toBe('impossible');
    expect(check(trees(), 'main', 'category:clothing', 'in')).toBe('too-deep');
    expect(check(trees(), 'main', 'page:new-arrivals', 'in')).toBe('ok');
  });
});

describe('moving between the main navigation and the footer', () => {
  it('puts an entry at the end of the other menu and saves both', () => {
    const toFooter = applied(moveEntry(trees(), 'main', 'page:new-arrivals', 'other-list'));
    expect(outline(toFooter.trees.main)).toEqual(['Home', ['Clothing', [['T Shirts', ['Basics']], 'Jackets']], 'Winter Sale']);
    expect(outline(toFooter.trees.footer)).toEqual(['About Us', 'Autumn Preview', 'New Arrivals']);
    expect(toFooter.changed).toEqual(['main', 'footer']);
    expect(toFooter.place).toEqual({ menu: 'footer', level: 1, position: 3 });
    const toMain = applied(moveEntry(trees(), 'footer', 'page:about-us', 'other-list'));
    expect(toMain.trees.main.at(-1)!.title).toBe('About Us');
    expect(toMain.place).toEqual({ menu: 'main', level: 1, position: 5 });
  });

  it('takes a sub-entry out of its parent into the footer', () => {
    const moved = applied(moveEntry(trees(), 'main', 'page:jackets', 'other-list'));
    expect(outline(moved.trees.main)[1]).toEqual(['Clothing', [['T Shirts', ['Basics']]]]);
    expect(outline(moved.trees.footer)).toEqual(['About Us', 'Autumn Preview', 'Jackets']);
  });

  it('refuses sub-entries into the footer, and an entry the other menu already has', () => {
    expect(moveEntry(trees(), 'main', 'category:clothing', 'other-list')).toEqual({ refused: 'footer-flat' });
    const both = { ...trees(), footer: [category('home')] };
    expect(moveEntry(both, 'main', 'category:home', 'other-list')).toEqual({ refused: 'already-there' });
    expect(moveEntry(both, 'footer', 'category:home', 'other-list')).toEqual({ refused: 'already-there' });
  });

  it('lets categories into the footer, as the API does', () => {
    expect(applied(moveEntry(trees(), 'main', 'category:winter-sale', 'other-list')).trees.footer.at(-1)!.type).toBe('category');
  });
});

describe('setVisibility', () => {
  it('shows or hides the page or category wherever it is, and names the menus to save', () => {
    const shown = setVisibility(trees(), 'page:autumn-preview', true);
    expect(shown.trees.footer[1]!.isVisible).toBe(true);
    expect(shown.changed).toEqual(['footer']);
    const both = { ...trees(), footer: [category('basics')] };
    const hidden = setVisibility(both, 'category:basics', false);
    expect(hidden.changed).toEqual(['main', 'footer']);
    expect(hidden.trees.main[1]!.children[0]!.children[0]!.isVisible).toBe(false);
    expect(hidden.trees.footer[0]!.isVisible).toBe(false);
    expect(hidden.trees.main[0]!.isVisible).toBe(true);
  });
});

it('keeps every page and category once per menu through any sequence of moves', () => {
  let state = trees();
  const moves: NavigationMove[] = ['up', 'down', 'in', 'out', 'other-list'];
  for (let step = 0; step < 300; step += 1) {
    const menu: Menu = step % 3 === 0 ? 'footer' : 'main';
    const rows = flattenMenu(state[menu]);
    if (rows.length === 0) continue;
    const outcome = moveEntry(state, menu, rows[(step * 7) % rows.length]!.entry.key, moves[step % moves.length]!);
    if (outcome && !('refused' in outcome)) state = outcome.trees;
  }
  const keys = [...flattenMenu(state.main), ...flattenMenu(state.footer)].map((info) => info.entry.key).sort();
  expect(keys).toEqual([...flattenMenu(trees().main), ...flattenMenu(trees().footer)].map((info) => info.entry.key).sort());
  expect(Math.max(...flattenMenu(state.main).map((info) => info.level))).toBeLessThanOrEqual(3);
  expect(state.footer.every((entry) => entry.children.length === 0)).toBe(true);
});
