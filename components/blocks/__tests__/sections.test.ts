import type { Block } from '@/lib/schemas/page-content';
import { treeProblem, walkBlocks } from '../block-tree';
import {
  detachedCopies, detachReferences, expandSections, expandedId, flattenSections, referencedSections, sectionIdOf, sectionNestingProblem,
} from '../sections';
import { toRenderBlocks } from '../render-blocks';
import { openingHeadlineId } from '../page-headline';

const text = (id: string, content = id): Block => ({ _id: id, type: 'text', data: { content } });
const category = (id: string): Block => ({ _id: id, type: 'category', data: {} });
const layout = (id: string, ...columns: Block[][]): Block => ({ _id: id, type: 'multi-column', data: {}, columns });
const reference = (id: string, sectionId: string): Block => ({ _id: id, type: 'section', data: { sectionId } });

const HERO = 'a7a9f9de-8a2b-4a55-9df1-5a4f7d2b1c11';
const FOOTER_NOTE = '0b1c1e5a-1f7e-4d1c-9a55-2f0c6d9e8b22';
const sections = { [HERO]: [text('h1', 'Welcome'), layout('cols', [text('left')], [text('right')])], [FOOTER_NOTE]: [text('n1', 'Free shipping')] };

describe('section references', () => {
  it('names the section a reference places, and none for other blocks or an empty reference', () => {
    expect(sectionIdOf(reference('r', HERO))).toBe(HERO);
    expect(sectionIdOf(reference('r', ''))).toBeNull();
    expect(sectionIdOf(text('t'))).toBeNull();
    expect(referencedSections([reference('a', HERO), text('t'), reference('b', FOOTER_NOTE), reference('c', HERO)])).toEqual([HERO, FOOTER_NOTE]);
  });
});

describe('expandSections: what the storefront and the canvas render', () => {
  it("puts the section's blocks into the reference's one column, under ids of their own on the page", () => {
    const [before, placed, after] = expandSections([text('a'), reference('r1', HERO), text('b')], sections);
    expect(before).toEqual(text('a'));
    expect(after).toEqual(text('b'));
    expect(placed!._id).toBe('r1');
    expect(placed!.columns![0]!.map((block) => block._id)).toEqual([expandedId('r1', 'h1'), expandedId('r1', 'cols')]);
    expect(placed!.columns![0]![1]!.columns!.flat().map((block) => block._id)).toEqual(['r1~left', 'r1~right']);
  });

  it('gives one section placed twice different ids on the page, which render', () => {
    const expanded = expandSections([reference('r1', FOOTER_NOTE), reference('r2', FOOTER_NOTE)], sections);
    const ids = [...walkBlocks(expanded)].map(({ block }) => block._id);
    expect(new Set(ids).size).toBe(ids.length);
    const rendered = toRenderBlocks(expanded);
    expect(rendered[1]).toMatchObject({ type: 'section', columns: [[{ _id: 'r2~n1', type: 'text', data: { content: 'Free shipping' } }]] });
  });

  it('shows nothing for a reference to a missing section, and keeps a page without references as it is', () => {
    expect(expandSections([reference('r', FOOTER_NOTE)], {})[0]!.columns).toEqual([[]]);
    const page = [text('a'), layout('l', [text('b')])];
    expect(expandSections(page, sections)).toEqual(page);
  });
});

describe('flattenSections: the page whose limits are checked', () => {
  it('replaces each reference by its blocks', () => {
    expect(flattenSections([text('a'), reference('r', FOOTER_NOTE)], sections).map((block) => block._id)).toEqual(['a', 'r~n1']);
  });

  it('catches a second category listing and too many blocks that only the expanded page has', () => {
    const withListing = { [HERO]: [category('c')] };
    const page = [category('own'), reference('r', HERO)];
    expect(treeProblem(page)).toBeNull();
    expect(treeProblem(flattenSections(page, withListing))).toMatchObject({ reason: 'once-per-page', blockId: 'r~c' });
    const big = { [HERO]: Array.from({ length: 150 }, (_, i) => text(`s${i}`)) };
    const own = Array.from({ length: 60 }, (_, i) => text(`p${i}`));
    expect(treeProblem([...own, reference('r', HERO)])).toBeNull();
    expect(treeProblem(flattenSections([...own, reference('r', HERO)], big))).toEqual({ reason: 'too-many-blocks', blockId: null });
  });
});

describe('sectionNestingProblem: no cycles', () => {
  it('refuses a reference to the section itself as a cycle, and any other as nesting', () => {
    expect(sectionNestingProblem(HERO, [text('a'), reference('self', HERO)])).toEqual({ reason: 'section-cycle', blockId: 'self' });
    expect(sectionNestingProblem(HERO, [reference('other', FOOTER_NOTE)])).toEqual({ reason: 'nested-section', blockId: 'other' });
    expect(sectionNestingProblem(HERO, [reference('other', FOOTER_NOTE), reference('self', HERO)])).toMatchObject({ reason: 'section-cycle' });
    expect(sectionNestingProblem(HERO, sections[HERO])).toBeNull();
  });
});

describe('detaching: independent copies', () => {
  it('copies every block with a new id and pairs each original with its copy', () => {
    let n = 0;
    const { blocks, ids } = detachedCopies(sections[HERO], () => `new-${++n}`);
    const copied = [...walkBlocks(blocks)].map(({ block }) => block._id);
    expect(copied).toEqual(['new-1', 'new-2', 'new-3', 'new-4']);
    expect([...ids]).toEqual([['h1', 'new-1'], ['cols', 'new-2'], ['left', 'new-3'], ['right', 'new-4']]);
    expect(blocks[0]).toEqual({ ...text('h1', 'Welcome'), _id: 'new-1' });
    // A copy shares nothing with the section: changing it leaves the section as it was.
    (blocks[0]!.data as { content: string }).content = 'Changed';
    expect(sections[HERO][0]!.data.content).toBe('Welcome');
  });

  it("replaces only the deleted section's references in a page", () => {
    let n = 0;
    const page = [reference('r1', HERO), text('t'), reference('r2', FOOTER_NOTE)];
    const kept = detachReferences(page, HERO, sections[HERO], () => `c${++n}`);
    expect(kept.map((block) => block._id)).toEqual(['c1', 'c2', 't', 'r2']);
  });
});

describe('the headline of a page that opens with a section', () => {
  it("takes the hero's heading from a section placed first, under its id on the page", () => {
    const hero = { [HERO]: [layout('band', [text('heading', '<h2>Autumn</h2><p>New in</p>')])] };
    const band = { ...layout('band', [text('heading', '<h2>Autumn</h2>')]), type: 'headline-block' };
    const withBand = { [HERO]: [band] };
    expect(openingHeadlineId(expandSections([reference('r', HERO)], hero))).toBeNull();
    expect(openingHeadlineId(expandSections([reference('r', HERO)], withBand))).toBe('r~heading');
    expect(openingHeadlineId(expandSections([text('t', '<h2>First</h2>'), reference('r', HERO)], withBand))).toBeNull();
  });
});
