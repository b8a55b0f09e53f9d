/** @jest-environment jsdom */
import { focusRegion, regionAfter } from '../region-cycle';

const region = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

afterEach(() => { document.body.innerHTML = ''; });

describe('moving between the workspace\'s regions with F6', () => {
  it('goes to the next region after the one holding the focus, around the ends, and back with Shift', () => {
    const [bar, rail, canvas] = [region('<button>Undo</button>'), region('<button>Layers</button>'), region('<p>canvas</p>')];
    const regions = [bar, rail, canvas];
    expect(regionAfter(regions, bar.querySelector('button'), 1)).toBe(rail);
    expect(regionAfter(regions, canvas, 1)).toBe(bar);
    expect(regionAfter(regions, bar.querySelector('button'), -1)).toBe(canvas);
    // Focus outside every region (the document's body): the first region.
    expect(regionAfter(regions, document.body, 1)).toBe(bar);
    expect(regionAfter([], document.body, 1)).toBeUndefined();
  });

  it('focuses the region\'s first enabled control', () => {
    const panel = region('<p>Pages</p><button disabled>Later</button><a href="/x">Open</a><button>Create page</button>');
    focusRegion(panel);
    expect(document.activeElement).toBe(panel.querySelector('a'));
  });
});
