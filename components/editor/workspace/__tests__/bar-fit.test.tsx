/** @jest-environment jsdom */
import { fitBar } from '../bar-fit';

/** A bar of 1000 px whose content is as wide as `widths` says at each compact level (jsdom lays nothing out). */
function bar(widths: number[]): HTMLElement {
  const element = document.createElement('div');
  const level = () => (element.dataset.compact ?? '').split(' ').filter(Boolean).length;
  Object.defineProperty(element, 'clientWidth', { get: () => 1000 });
  Object.defineProperty(element, 'scrollWidth', { get: () => widths[level()] });
  return element;
}

describe('the editor bar\'s fit', () => {
  it('keeps every name where they fit', () => {
    const element = bar([900, 800, 700, 600]);
    expect(fitBar(element)).toBe(0);
    expect(element).not.toHaveAttribute('data-compact');
  });

  it('steps down to the first compact level at which the content fits, whatever the language made it', () => {
    const element = bar([2270, 1400, 990, 900]);
    expect(fitBar(element)).toBe(2);
    expect(element).toHaveAttribute('data-compact', '1 2');
  });

  it('takes its most compact level when nothing fits, and grows back when there is room again', () => {
    const widths = [3000, 2500, 2000, 1500];
    const element = bar(widths);
    expect(fitBar(element)).toBe(3);
    expect(element).toHaveAttribute('data-compact', '1 2 3');
    widths.splice(0, 4, 990, 900, 800, 700);
    expect(fitBar(element)).toBe(0);
    expect(element).not.toHaveAttribute('data-compact');
  });
});
