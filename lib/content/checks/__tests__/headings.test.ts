import { headingsRule } from '../headings';
import { html, input, layout, text } from './fixtures';

describe('headingsRule', () => {
  it('flags a skipped level after the title or another heading, and a second h1', () => {
    const findings = headingsRule(input([text('t', '<h3>Care</h3>'), layout('l', [text('u', '<h2>A</h2><h5>B</h5>')]), html('h', '<h1>Big</h1>')]));
    expect(findings.map((f) => [f.message, f.blockId, f.values])).toEqual([
      ['checkManyH1', null, { count: 2 }],
      ['checkHeadingSkipped', 't', { level: 3, previous: 1 }],
      ['checkHeadingSkipped', 'u', { level: 5, previous: 2 }],
    ]);
  });

  it('takes the home page’s hero heading as its h1 in place of the title', () => {
    const hero = { _id: 'band', type: 'headline-block', data: {}, columns: [[text('t', '<h2>Welcome</h2><h2>More</h2>')]] };
    expect(headingsRule(input([hero], { isHome: true }))).toEqual([]);
    expect(headingsRule(input([hero, html('h', '<h1>x</h1>')], { isHome: true })).map((f) => f.message)).toEqual(['checkManyH1']);
    // The hero's h2 becomes the h1, so an h3 right under it skips a level; on another page it would not.
    const band = { ...hero, columns: [[text('t', '<h2>Welcome</h2><h3>More</h3>')]] };
    expect(headingsRule(input([band], { isHome: true })).map((f) => f.values)).toEqual([{ level: 3, previous: 1 }]);
    expect(headingsRule(input([band]))).toEqual([]);
  });

  it('leaves headings in order alone, going back up included', () => {
    expect(headingsRule(input([text('t', '<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>')]))).toEqual([]);
  });
});
