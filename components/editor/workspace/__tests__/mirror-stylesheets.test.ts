/** @jest-environment jsdom */
import { mirrorStylesheets } from '../mirror-stylesheets';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const sheetsOf = (doc: Document) => [...doc.head.querySelectorAll('link, style')].map((el) => (el.localName === 'link' ? el.getAttribute('href') : el.textContent));

describe('the canvas frame follows the editor document\'s stylesheets', () => {
  let frame: Document;
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css"><meta name="x"><style>body{color:red}</style>';
    frame = document.implementation.createHTMLDocument('canvas');
    frame.head.innerHTML = '<base target="_parent">';
  });

  it('copies links and style elements in their order, and nothing else of the head', () => {
    const stop = mirrorStylesheets(document, frame);
    expect(sheetsOf(frame)).toEqual(['/a.css', 'body{color:red}']);
    expect(frame.head.querySelector('meta')).toBeNull();
    expect(frame.head.querySelector('base')).not.toBeNull();
    stop();
    expect(sheetsOf(frame)).toEqual([]);
  });

  it('follows a stylesheet added, repointed in place, rewritten and removed', async () => {
    mirrorStylesheets(document, frame);
    const theme = document.createElement('link');
    theme.rel = 'stylesheet';
    theme.href = '/theme.css';
    document.head.prepend(theme);
    await flush();
    expect(sheetsOf(frame)).toEqual(['/theme.css', '/a.css', 'body{color:red}']);

    const copy = frame.head.querySelector('link[href="/theme.css"]');
    theme.setAttribute('href', '/theme.css?primary=%23ff0000');
    await flush();
    // The same element, repointed: the browser keeps the old sheet until the new one has loaded.
    expect(frame.head.querySelector('link[href="/theme.css?primary=%23ff0000"]')).toBe(copy);

    document.head.querySelector('style')!.textContent = 'body{color:blue}';
    document.head.querySelector('link[href="/a.css"]')!.remove();
    await flush();
    expect(sheetsOf(frame)).toEqual(['/theme.css?primary=%23ff0000', 'body{color:blue}']);
  });
});
