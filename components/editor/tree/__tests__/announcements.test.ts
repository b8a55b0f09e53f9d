import { overAnnouncement, sameAnnouncement } from '../announcements';

const drop = (overId: string, side: 'before' | 'after' | 'into' = 'after', depthShift = 0) => ({ activeId: 'a', overId, side, depthShift });
const move = (depth: number) => ({ move: 'm', depth });

describe('what a drag says while an item is moved', () => {
  it('says it is over no place before it is over one', () => {
    expect(overAnnouncement(null, null)).toEqual({ key: 'notOverPlace' });
  });

  it('says why it cannot go where it is over, in the tree’s own refusal', () => {
    expect(overAnnouncement(drop('b'), { refused: 'too-deep' })).toEqual({ key: 'refused', drop: drop('b'), reason: 'too-deep' });
  });

  it('says where it will go, or that it stays, but nothing new over itself where nothing changes', () => {
    expect(overAnnouncement(drop('b'), move(1))).toEqual({ key: 'willGo', drop: drop('b'), outcome: move(1) });
    expect(overAnnouncement(drop('b'), null)).toEqual({ key: 'willGo', drop: drop('b'), outcome: null });
    expect(overAnnouncement(drop('a', 'before'), null)).toBeNull();
    expect(overAnnouncement(drop('a', 'before', 1), move(1))).toEqual({ key: 'willGo', drop: drop('a', 'before', 1), outcome: move(1) });
  });

  it('tells each change once: a new target, side, depth or refusal is new; the same place again is not', () => {
    const at = (overId: string, side: 'before' | 'after' = 'after', depth = 0) => overAnnouncement(drop(overId, side), move(depth));
    expect(sameAnnouncement(at('b'), at('b'))).toBe(true);
    expect(sameAnnouncement(at('b'), at('c'))).toBe(false);
    expect(sameAnnouncement(at('b'), at('b', 'before'))).toBe(false);
    expect(sameAnnouncement(at('b', 'after', 0), at('b', 'after', 1))).toBe(false);
    expect(sameAnnouncement(at('b'), overAnnouncement(drop('b'), { refused: 'x' }))).toBe(false);
    expect(sameAnnouncement(null, null)).toBe(true);
    expect(sameAnnouncement(null, at('b'))).toBe(false);
  });
});
