import fc from 'fast-check';
import { dropSide, dropTargetRows } from '../../../tree/flat-tree';
import { dropEntry as dropOnRow, menuRows, rowId, rowTarget } from '../navigation-drop';
import { flattenMenu, MAX_LEVELS, MENUS, type Menu, type NavigationTrees } from '../navigation-tree';
import { placeIn, type MenuChange } from '../navigation-tree-moves';
import { category, outline, page, trees } from './navigation-fixtures';

/** Where an entry is dropped: before or after an entry of a menu, or onto a menu's heading (`key` null). */
interface Target {
  menu: Menu;
  key: string | null;
  side: 'before' | 'after';
}

/** `key` of `from` dropped on a target, dragged `depthShift` levels sideways, as the drag layer hands it over. */
const dropEntry = (menus: NavigationTrees, from: Menu, key: string, target: Target, depthShift: number) => dropOnRow(menus, {
  activeId: rowId(from, key), overId: rowId(target.menu, target.key), side: target.key === null ? 'into' : target.side, depthShift,
});

const applied = (outcome: ReturnType<typeof dropEntry>): MenuChange => {
  if (!outcome || 'refused' in outcome) throw new Error(`Expected a move, got ${JSON.stringify(outcome)}`);
  return outcome;
};

describe('dropEntry', () => {
  it('drops an entry before or after another at that entry’s level', () => {
    const after = applied(dropEntry(trees(), 'main', 'category:home', { menu: 'main', key: 'page:new-arrivals', side: 'after' }, 0));
    expect(outline(after.trees.main)).toEqual([['Clothing', [['T Shirts', ['Basics']], 'Jackets']], 'New Arrivals', 'Home', 'Winter Sale']);
    expect(after.place).toEqual({ menu: 'main', level: 1, position: 3 });
    expect(after.changed).toEqual(['main']);
    const before = applied(dropEntry(trees(), 'main', 'page:new-arrivals', { menu: 'main', key: 'category:clothing', side: 'before' }, 0));
    expect(outline(before.trees.main).slice(0, 2)).toEqual(['Home', 'New Arrivals']);
  });

  it('takes the level from the horizontal drag, within what the place allows', () => {
    const target = { menu: 'main' as const, key: 'page:jackets', side: 'after' as const };
    // Right after Jackets (level 2): level 1 to 3; New Arrivals is at level 1 and asks one level in.
    expect(applied(dropEntry(trees(), 'main', 'category:home', target, 1)).place).toEqual({ menu: 'main', level: 2, position: 3 });
    expect(applied(dropEntry(trees(), 'main', 'category:home', target, 9)).place).toEqual({ menu: 'main', level: 3, position: 1 });
    expect(applied(dropEntry(trees(), 'main', 'category:home', target, 0)).place).toEqual({ menu: 'main', level: 1, position: 2 });
    // Right after Clothing, before its first sub-entry: it has to become that first sub-entry.
    const intoClothing = applied(dropEntry(trees(), 'main', 'page:new-arrivals', { menu: 'main', key: 'category:clothing', side: 'after' }, 0));
    expect(outline(intoClothing.trees.main)[1]).toEqual(['Clothing', ['New Arrivals', ['T Shirts', ['Basics']], 'Jackets']]);
  });

  it('changes only the level over the dragged entry itself', () => {
    const self = { menu: 'main' as const, key: 'page:new-arrivals', side: 'before' as const };
    expect(outline(applied(dropEntry(trees(), 'main', 'page:new-arrivals', self, 1)).trees.main)[1])
      .toEqual(['Clothing', [['T Shirts', ['Basics']], 'Jackets', 'New Arrivals']]);
    expect(dropEntry(trees(), 'main', 'page:new-arrivals', self, 0)).toBeNull();
    expect(dropEntry(trees(), 'main', 'category:home', { ...self, key: 'category:home' }, 1)).toBeNull();
  });

  it('moves sub-entries along, keeps the main navigation at 3 levels and ignores drops into the entry itself', () => {
    const last = { menu: 'main' as const, key: 'category:winter-sale', side: 'after' as const };
    // At its own level (2) after Winter Sale is under Winter Sale; one step out is the top level.
    expect(outline(applied(dropEntry(trees(), 'main', 'category:t-shirts', last, 0)).trees.main).at(-1)).toEqual(['Winter Sale', [['T Shirts', ['Basics']]]]);
    expect(outline(applied(dropEntry(trees(), 'main', 'category:t-shirts', last, -1)).trees.main).at(-1)).toEqual(['T Shirts', ['Basics']]);
    expect(applied(dropEntry(trees(), 'main', 'category:t-shirts', { menu: 'main', key: 'category:home', side: 'after' }, 5)).place.level).toBe(2);
    const deep = { main: [category('a', [category('b', [category('c')])]), category('d', [category('e')])], footer: [] };
    expect(dropEntry(deep, 'main', 'category:d', { menu: 'main', key: 'category:b', side: 'after' }, 0)).toEqual({ refused: 'too-deep' });
    expect(dropEntry(trees(), 'main', 'category:clothing', { menu: 'main', key: 'category:basics', side: 'after' }, 0)).toBeNull();
  });

  it('moves entries between the menus: the footer stays flat and holds a page or category once', () => {
    const toFooter = applied(dropEntry(trees(), 'main', 'page:jackets', { menu: 'footer', key: null, side: 'after' }, 3));
    expect(outline(toFooter.trees.footer)).toEqual(['Jackets', 'About Us', 'Autumn Preview']);
    expect(outline(toFooter.trees.main)[1]).toEqual(['Clothing', [['T Shirts', ['Basics']]]]);
    expect(toFooter.changed).toEqual(['main', 'footer']);
    expect(toFooter.place).toEqual({ menu: 'footer', level: 1, position: 1 });
    const toMain = applied(dropEntry(trees(), 'footer', 'page:about-us', { menu: 'main', key: 'category:t-shirts', side: 'after' }, 1));
    expect(outline(toMain.trees.main)[1]).toEqual(['Clothing', [['T Shirts', ['About Us', 'Basics']], 'Jackets']]);
    expect(outline(toMain.trees.footer)).toEqual(['Autumn Preview']);
    expect(dropEntry(trees(), 'main', 'category:clothing', { menu: 'footer', key: 'page:about-us', side: 'after' }, 0)).toEqual({ refused: 'footer-flat' });
    const both = { ...trees(), footer: [page('about-us'), category('home')] };
    expect(dropEntry(both, 'main', 'category:home', { menu: 'footer', key: null, side: 'after' }, 0)).toEqual({ refused: 'already-there' });
  });

  it('drops at the start of the main navigation onto its heading', () => {
    const first = applied(dropEntry(trees(), 'main', 'category:winter-sale', { menu: 'main', key: null, side: 'after' }, 2));
    expect(first.trees.main[0]!.title).toBe('Winter Sale');
    expect(first.place).toEqual({ menu: 'main', level: 1, position: 1 });
  });
});

describe('drops replayed on the menus', () => {
  it('leave the menus as the API takes them, or say why not, typed', () => {
    const keys = (menus: NavigationTrees) => MENUS.flatMap((m) => flattenMenu(menus[m]).map((info) => info.entry.key)).sort();
    const outcomes = new Set<string>();
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: -3, max: 3 })), { minLength: 1, maxLength: 20 }), (drops) => {
      // A category may be in both menus, once in each.
      let menus: NavigationTrees = { ...trees(), footer: [...trees().footer, category('home')] };
      for (const [a, o, depthShift] of drops) {
        const rows = menuRows(menus);
        const entries = rows.filter((row) => row.kind === 'item');
        const active = entries[a % entries.length]!.id;
        const targets = dropTargetRows(rows, active);
        const over = targets[o % targets.length]!.id;
        const outcome = dropOnRow(menus, { activeId: active, overId: over, side: dropSide(rows, active, over), depthShift });
        if (!outcome) continue;
        if ('refused' in outcome) {
          expect(['too-deep', 'footer-flat', 'already-there']).toContain(outcome.refused);
          outcomes.add(outcome.refused);
          continue;
        }
        outcomes.add('moved');
        expect(keys(outcome.trees)).toEqual(keys(menus));
        for (const menu of MENUS) {
          const infos = flattenMenu(outcome.trees[menu]);
          expect(Math.max(0, ...infos.map((info) => info.level))).toBeLessThanOrEqual(MAX_LEVELS[menu]);
          expect(new Set(infos.map((info) => info.entry.key)).size).toBe(infos.length);
        }
        expect(placeIn(outcome.trees[outcome.place.menu], outcome.place.menu, rowTarget(active).key!)).toEqual(outcome.place);
        menus = outcome.trees;
      }
    }), { seed: 28, numRuns: 300 });
    expect([...outcomes].sort()).toEqual(['already-there', 'footer-flat', 'moved', 'too-deep']);
  });
});
