import { linkTarget } from '../internal-links';
import { linksRule } from '../links';
import { html, image, input, text } from './fixtures';

describe('linksRule', () => {
  it('flags empty links and links to what is gone or hidden', () => {
    const findings = linksRule(input([
      text('t', '<p><a href="">here</a> <a href="/i/old">old</a></p>'),
      image('i', { link: '/de/c/hidden' }),
      html('h', '<a href="#">top</a>'),
    ], { links: { '/i/old': 'missing', '/de/c/hidden': 'hidden' } }));
    expect(findings.map((f) => [f.blockId, f.message, f.severity])).toEqual([
      ['t', 'checkLinkEmpty', 'error'], ['t', 'checkLinkMissing', 'error'], ['i', 'checkLinkHidden', 'warning'], ['h', 'checkLinkEmpty', 'error'],
    ]);
  });

  it('leaves working, external and not yet looked-up links alone', () => {
    expect(linksRule(input([text('t', '<a href="/p/chair">a</a><a href="https://example.com">b</a><a href="/i/new">c</a>')], { links: { '/p/chair': 'ok' } }))).toEqual([]);
  });

  it('reads pages, categories and products from internal addresses only', () => {
    expect(linkTarget('/de/p/red%20chair?x=1')).toEqual({ kind: 'product', slugOrId: 'red chair' });
    expect(linkTarget('/i/about/')).toEqual({ kind: 'page', slugOrId: 'about' });
    expect(linkTarget('https://example.com/c/x')).toBeNull();
    expect(linkTarget('/cart')).toBeNull();
  });
});
