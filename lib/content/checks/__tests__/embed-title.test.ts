import { embedTitleRule } from '../embed-title';
import { html, input } from './fixtures';

describe('embedTitleRule', () => {
  it('flags frames and videos of HTML blocks without a title or label', () => {
    const findings = embedTitleRule(input([html('h', '<iframe src="https://maps.example/x"></iframe><video src="/v.mp4" title=" "></video>')]));
    expect(findings.map((f) => f.values.element)).toEqual(['iframe', 'video']);
  });

  it('leaves titled frames and the video and map blocks (their views title them) alone', () => {
    expect(embedTitleRule(input([
      html('h', '<iframe title="Our shop on the map" src="x"></iframe><video aria-label="Tour"></video>'),
      { _id: 'v', type: 'video', data: { src: 'https://youtu.be/abc' } },
      { _id: 'm', type: 'maps', data: { src: 'https://www.google.com/maps/embed?pb=1' } },
    ]))).toEqual([]);
  });
});
