/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { choicesByDevice, deviceChoiceClasses } from '../device-choices';
import { imageBlockSchema } from '../image/schema';
import { multiColumnBlock } from '../layout/definition';
import { LayoutBlock } from '../layout/view';
import { sectionBlockSchema } from '../section/schema';
import { SectionBlock } from '../section/view';
import { textBlockSchema } from '../text/schema';
import type { BlockContext } from '../types';

// next/jest maps CSS modules to their class names, so a class is `<name>-<value>-<device>` as written.
const styles = new Proxy({}, { get: (_, key) => String(key) }) as Record<string, string>;

describe('choice settings per device', () => {
  it('resolves each device from its own value, else the next wider device’s, else the desktop’s, else the scale’s default', () => {
    expect(choicesByDevice(undefined, undefined, 'align', 'theme')).toEqual({ phone: 'theme', tablet: 'theme', desktop: 'theme' });
    expect(choicesByDevice('end', undefined, 'align', 'theme')).toEqual({ phone: 'end', tablet: 'end', desktop: 'end' });
    expect(choicesByDevice(undefined, { phone: { align: 'center' } }, 'align', 'theme')).toEqual({ phone: 'center', tablet: 'theme', desktop: 'theme' });
    expect(choicesByDevice('s', { tablet: { spacing: 'xl' } }, 'spacing', 'theme')).toEqual({ phone: 'xl', tablet: 'xl', desktop: 's' });
    // A phone's own value of another field does not stop it inheriting this one.
    expect(choicesByDevice('l', { phone: { spacing: 'none' } } as never, 'headlineSize', 'theme')).toEqual({ phone: 'l', tablet: 'l', desktop: 'l' });
  });

  it('names a class for each device that differs from the default, and none for the others', () => {
    expect(deviceChoiceClasses({ phone: 'center', tablet: 'theme', desktop: 'theme' }, 'theme', 'align', styles)).toEqual(['align-center-phone']);
    expect(deviceChoiceClasses({ phone: 'theme', tablet: 'l', desktop: 'xl' }, 'theme', 'headline', styles)).toEqual(['headline-l-tablet', 'headline-xl-desktop']);
    expect(deviceChoiceClasses({ phone: 'auto', tablet: 'auto', desktop: 'auto' }, 'auto', 'height', styles)).toEqual([]);
  });
});

describe('the schemas of the settings per device', () => {
  it('keep content stored before them valid, with nothing added', () => {
    expect(textBlockSchema.parse({ content: '<p>Hi</p>' })).toEqual({ content: '<p>Hi</p>' });
    expect(multiColumnBlock.schema.parse({ devices: { phone: { columns: 1 } } })).toEqual({ devices: { phone: { columns: 1 } } });
    expect(sectionBlockSchema.parse({ sectionId: 's-1' })).toEqual({ sectionId: 's-1' });
    expect(imageBlockSchema.parse({ src: '/a.png' })).not.toHaveProperty('displayHeight');
    expect(imageBlockSchema.parse({ src: '/a.png' })).not.toHaveProperty('headlineSize');
  });

  it('take a value on the desktop and sparse values on tablets and phones', () => {
    const text = { content: '', align: 'start', headlineSize: 'xl', devices: { phone: { align: 'center', headlineSize: 'm' }, tablet: { align: 'end' } } };
    expect(textBlockSchema.parse(text)).toEqual(text);
    expect(multiColumnBlock.schema.parse({ spacing: 'l', devices: { phone: { columns: 1, spacing: 'none' } } }).devices?.phone?.spacing).toBe('none');
    expect(sectionBlockSchema.parse({ sectionId: 's', devices: { tablet: { spacing: 'xl' } } }).devices?.tablet?.spacing).toBe('xl');
    expect(imageBlockSchema.parse({ src: '/a.png', displayHeight: 'l', devices: { phone: { displayHeight: 's' } } }).devices?.phone?.displayHeight).toBe('s');
    expect(imageBlockSchema.parse({ src: '/a.png', headlineSize: 'xl', devices: { phone: { headlineSize: 's' } } })).toMatchObject({ headlineSize: 'xl', devices: { phone: { headlineSize: 's' } } });
  });

  it('refuse a value off the scale, a value for the desktop in `devices`, and a field the type has not', () => {
    expect(textBlockSchema.safeParse({ content: '', align: 'left' }).success).toBe(false);
    expect(textBlockSchema.safeParse({ content: '', devices: { phone: { headlineSize: 'xxl' } } }).success).toBe(false);
    expect(textBlockSchema.safeParse({ content: '', devices: { desktop: { align: 'center' } } }).success).toBe(false);
    expect(sectionBlockSchema.safeParse({ sectionId: 's', devices: { phone: { align: 'center' } } }).success).toBe(false);
    expect(imageBlockSchema.safeParse({ src: '/a.png', displayHeight: '300px' }).success).toBe(false);
    expect(imageBlockSchema.safeParse({ src: '/a.png', devices: { tablet: { headlineSize: 'xxl' } } }).success).toBe(false);
  });
});

const context = { mode: 'live', links: { editor: false, locale: 'en', defaultLocale: 'en' } } as BlockContext;
const text = (id: string) => ({ _id: id, type: 'text' as const, data: { content: `<p>${id}</p>` } });

describe('spacing per device in the views', () => {
  it('gives a layout a class per device whose spacing differs from the theme’s, keeping its columns stacked on phones', () => {
    const { container } = render(
      <LayoutBlock block={{ _id: 'l', type: 'multi-column', data: { spacing: 'l', devices: { phone: { columns: 1, spacing: 'none' } } }, columns: [[text('a')], [text('b')]] }}
        context={context} renderBlocks={(blocks) => blocks.map((b) => <p key={b._id}>{b._id}</p>)} />,
    );
    const layout = container.firstElementChild as HTMLElement;
    expect(layout).toHaveClass('spacing-none-phone', 'spacing-l-tablet', 'spacing-l-desktop');
    expect(layout.style.getPropertyValue('--columns-phone')).toBe('1');
  });

  it('adds nothing to a layout without spacing', () => {
    const { container } = render(
      <LayoutBlock block={{ _id: 'l', type: 'multi-column', data: {}, columns: [[], []] }} context={context} renderBlocks={() => null} />,
    );
    expect((container.firstElementChild as HTMLElement).className).not.toMatch(/spacing-/);
  });

  it('gives shoppers a section’s blocks alone, or in a box with the spacing of each device that has some', () => {
    const section = (data: Record<string, unknown>) => ({ _id: 'ref', type: 'section' as const, data: { sectionId: 's', ...data }, columns: [[text('a')]] });
    const renderBlocks = () => <p>Section text</p>;
    const plain = render(<SectionBlock block={section({})} context={context} renderBlocks={renderBlocks} />);
    expect(plain.container.firstElementChild!.tagName).toBe('P');
    plain.unmount();
    const spaced = render(<SectionBlock block={section({ devices: { phone: { spacing: 'xl' } } })} context={context} renderBlocks={renderBlocks} />);
    expect(spaced.container.firstElementChild).toHaveClass('spaced', 'spacing-xl-phone');
    expect(spaced.container.firstElementChild!.className).not.toMatch(/tablet|desktop/);
  });
});
