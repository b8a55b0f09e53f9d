import { embedTitleRule } from '../embed-title';
import { html, input } from './fixtures';

const video = (_id: string, data: Record<string, unknown>) => ({ _id, type: 'video', data });
const map = (_id: string, data: Record<string, unknown>) => ({ _id, type: 'maps', data });

describe('embedTitleRule', () => {
  it('flags frames and videos of HTML blocks without a title or label as errors', () => {
    const findings = embedTitleRule(input([html('h', '<iframe src="https://maps.example/x"></iframe><video src="/v.mp4" title=" "></video>')]));
    expect(findings.map((f) => [f.values.element, f.severity])).toEqual([['iframe', 'error'], ['video', 'error']]);
  });

  it('warns of video and map blocks that show something without a title of the owner\'s', () => {
    const findings = embedTitleRule(input([
      video('v', { src: 'https://youtu.be/dQw4w9WgXcQ', title: '  ' }),
      map('m', { src: 'https://www.google.com/maps/embed?pb=1' }),
      map('old', { iframe: '<iframe src="https://www.google.com/maps/embed?pb=2"></iframe>' }),
    ]));
    expect(findings.map((f) => [f.blockId, f.message, f.severity])).toEqual([
      ['v', 'checkVideoTitle', 'warning'], ['m', 'checkMapTitle', 'warning'], ['old', 'checkMapTitle', 'warning'],
    ]);
  });

  it('leaves titled frames, titled video and map blocks, and blocks that show nothing alone', () => {
    expect(embedTitleRule(input([
      html('h', '<iframe title="Our shop on the map" src="x"></iframe><video aria-label="Tour"></video>'),
      video('v', { src: 'https://youtu.be/dQw4w9WgXcQ', title: 'How our shirts are made' }),
      map('m', { src: 'https://www.google.com/maps/embed?pb=1', title: 'Our shop in Berlin' }),
      video('empty', { src: '' }),
      map('not-a-map', { src: 'https://example.com/' }),
    ]))).toEqual([]);
  });
});
