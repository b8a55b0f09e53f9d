import { asPageHeadline, openingHeadlineId } from '../page-headline';

type Candidate = Parameters<typeof openingHeadlineId>[0][number];

const text = (_id: string, content: string, settings?: Record<string, unknown>): Candidate => ({ _id, type: 'text', data: { content }, ...(settings ? { settings } : {}) });
const band = (columns: Candidate[][], settings?: Record<string, unknown>) => ({ _id: 'band', type: 'headline-block', data: {}, columns, ...(settings ? { settings } : {}) });
const hero = text('hero', '<h2>New season</h2><p>Lead</p>');

describe('the page headline of the home page', () => {
  it('is the leading heading of a text that opens a headline band at the top of the content', () => {
    expect(openingHeadlineId([band([[hero]]), text('after', '<h2>Bestsellers</h2>')])).toBe('hero');
    expect(openingHeadlineId([band([[text('attributes', '  <h2 id="top">New season</h2>')]])])).toBe('attributes');
  });

  it('is none when the content opens otherwise, and the title stays the h1', () => {
    expect(openingHeadlineId([])).toBeNull();
    // A text that opens the page without a band is content, not a hero.
    expect(openingHeadlineId([hero])).toBeNull();
    expect(openingHeadlineId([text('intro', '<p>Intro</p>'), band([[hero]])])).toBeNull();
    expect(openingHeadlineId([band([[text('lead', '<p>Lead</p><h2>Later</h2>')]])])).toBeNull();
    expect(openingHeadlineId([band([[{ _id: 'img', type: 'image', data: { src: '/a.svg' } }, hero]])])).toBeNull();
    expect(openingHeadlineId([{ ...band([[hero]]), type: 'multi-column' }])).toBeNull();
  });

  it('is none when the band or its text is hidden on some screen width, which would leave the page without a heading there', () => {
    expect(openingHeadlineId([band([[hero]], { hiddenOn: ['phone'] })])).toBeNull();
    expect(openingHeadlineId([band([[text('hero', '<h2>New season</h2>', { hiddenOn: ['desktop'] })]])])).toBeNull();
  });

  it('turns only the leading h2 into the h1, keeping its attributes and content', () => {
    expect(asPageHeadline('<h2 id="top">New <em>season</em></h2><p>Lead</p><h2>Later</h2>'))
      .toBe('<h1 id="top">New <em>season</em></h1><p>Lead</p><h2>Later</h2>');
    expect(asPageHeadline('<p>Lead</p><h2>Later</h2>')).toBe('<p>Lead</p><h2>Later</h2>');
  });
});
