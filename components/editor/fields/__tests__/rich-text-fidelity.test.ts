/** @jest-environment jsdom */
import { isAcceptedLinkUrl } from '../rich-text-extensions';
import { asRichText, losesFormatting } from '../rich-text-fidelity';

describe('what the rich text editor would lose', () => {
  it.each([
    ['an empty text', ''],
    ['loose text', 'Now'],
    ['<b> and <i>, which it writes as <strong> and <em>', '<p>Some <b>bold</b> and <i>slanted</i> words</p>'],
    ['marks nested in another order', '<p><em><strong>Both</strong></em></p>'],
    ['list items without paragraphs', '<ul><li>One</li><li>Two<ol><li>Nested</li></ol></li></ul>'],
    ['headings h2 to h6', '<h2>A</h2><h3>B</h3><h4>C</h4><h6>D</h6>'],
    ['links, with the rel the storefront sets', '<p><a href="/about" target="_blank" rel="noopener">About</a> <a href="mailto:shop@example.com">Mail</a></p>'],
    ['line breaks, quotes and code', '<p>One<br>Two</p><blockquote><p>Said</p></blockquote><pre>let a = 1;</pre><hr>'],
    ['plain divs and spans and whitespace between blocks', '<div>\n  <p>Para</p>\n  <span>graph</span>\n</div>'],
    ['underline and strike-through', '<p><u>Under</u> <s>struck</s> <del>deleted</del></p>'],
  ])('nothing in %s', (_, html) => {
    expect(losesFormatting(html)).toBe(false);
  });

  it('nothing in what it wrote itself', () => {
    const written = asRichText('<h2>Title</h2><p>Some <b><i>text</i></b> with <a href="https://example.com">a link</a></p><ul><li>item</li></ul>');
    expect(written).toBe('<h2>Title</h2><p>Some <strong><em>text</em></strong> with <a href="https://example.com">a link</a></p><ul><li><p>item</p></li></ul>');
    expect(losesFormatting(written)).toBe(false);
  });

  it.each([
    ['a table', '<table><tbody><tr><td>Price</td></tr></tbody></table>'],
    ['an iframe', '<p>Watch</p><iframe src="https://example.com/video"></iframe>'],
    ['an image', '<p><img src="/media/a.png" alt="A"></p>'],
    ['a paragraph\'s class', '<p class="lead">Intro</p>'],
    ['a styled span', '<p><span style="color: red">Red</span></p>'],
    ['a bold word\'s class', '<p><strong class="price">9 €</strong></p>'],
    ['an h1', '<h1>Title</h1>'],
    ['a link the storefront would not keep', '<p><a href="ftp://files.example.com">Files</a></p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">Click</a></p>'],
    ['a script', '<p>Hi</p><script>alert(1)</script>'],
  ])('%s', (_, html) => {
    expect(losesFormatting(html)).toBe(true);
  });
});

describe('link addresses the owner may enter', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c#d', 'mailto:shop@example.com', 'tel:+49 30 123456', '/about', '../faq', '#delivery', '?page=2'])(
    'takes %s', (url) => expect(isAcceptedLinkUrl(url)).toBe(true),
  );
  it.each(['', 'javascript:alert(1)', 'ftp://files.example.com', '//evil.example.com', 'www.example.com', 'https://', 'about us', 'data:text/html,hi'])(
    'refuses %p', (url) => expect(isAcceptedLinkUrl(url)).toBe(false),
  );
});
