/** @jest-environment jsdom */
import { pageViewPath, setPageViewSink, trackPageView } from '../page-view';

describe('pageViewPath', () => {
  it('reports the empty root path as home, keeping the language prefix', () => {
    expect(pageViewPath('/')).toBe('/home');
    expect(pageViewPath('')).toBe('/home');
    expect(pageViewPath('/de')).toBe('/de/home');
  });

  it('reports order confirmations as the confirmation path', () => {
    expect(pageViewPath('/o/5b0c7f3e-1111-4c1d-9e2f-000000000001')).toBe('/o');
    expect(pageViewPath('/fr/o/123')).toBe('/fr/o');
    expect(pageViewPath('/o')).toBe('/o');
  });

  it('keeps other paths', () => {
    expect(pageViewPath('/c/clothing')).toBe('/c/clothing');
    expect(pageViewPath('/de/checkout/confirmation')).toBe('/de/checkout/confirmation');
  });
});

describe('trackPageView', () => {
  it('sends to the sink, except in the editor or a frame', () => {
    const views: unknown[] = [];
    setPageViewSink((view) => views.push(view));
    trackPageView('/', 'Home', { editor: false, framed: false });
    trackPageView('/', 'Home', { editor: true, framed: false });
    trackPageView('/', 'Home', { editor: false, framed: true });
    expect(views).toEqual([{ path: '/home', title: 'Home' }]);
  });
});
