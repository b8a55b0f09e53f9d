/** @jest-environment jsdom */
import { endThemeCss, showThemeCss, showThemeStylesheet } from '../live-stylesheet';

const PLAIN = '/themes/t/stylesheets/light.css?shop=demo';

beforeEach(() => {
  document.head.innerHTML = `<link rel="stylesheet" href="/app.css"><link rel="stylesheet" href="${PLAIN}"><link rel="stylesheet" href="/late.css">`;
});
afterEach(() => jest.useRealTimers());

describe('the theme settings on the page while the owner edits them', () => {
  it('puts the settings\' CSS right after the style\'s link at once, and updates it in place', () => {
    showThemeCss(PLAIN, ':root { --color-primary: #ff0000; }');
    const style = document.head.querySelector('style[data-theme-live]')!;
    expect(style.previousElementSibling?.getAttribute('href')).toBe(PLAIN);
    showThemeCss(PLAIN, ':root { --color-primary: #00ff00; }');
    expect(document.head.querySelectorAll('style[data-theme-live]')).toHaveLength(1);
    expect(document.head.querySelector('style[data-theme-live]')).toBe(style);
    expect(style.textContent).toContain('#00ff00');
  });

  it('finds the link by its plain address after it was repointed, and does nothing on a page without it', () => {
    showThemeStylesheet(PLAIN, `${PLAIN}&settings=%7B%7D`);
    showThemeCss(PLAIN, ':root {}');
    expect(document.head.querySelector('style[data-theme-live]')?.previousElementSibling?.getAttribute('href')).toBe(`${PLAIN}&settings=%7B%7D`);
    document.head.innerHTML = '';
    showThemeCss(PLAIN, ':root {}');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('hands the page back to the link when it has loaded, or after a while at the latest', () => {
    jest.useFakeTimers();
    showThemeCss(PLAIN, ':root {}');
    endThemeCss(PLAIN);
    expect(document.head.querySelector('style[data-theme-live]')).not.toBeNull();
    document.head.querySelector(`link[href="${PLAIN}"]`)!.dispatchEvent(new Event('load'));
    expect(document.head.querySelector('style[data-theme-live]')).toBeNull();

    showThemeCss(PLAIN, ':root {}');
    endThemeCss(PLAIN);
    jest.advanceTimersByTime(5000);
    expect(document.head.querySelector('style[data-theme-live]')).toBeNull();
  });
});
