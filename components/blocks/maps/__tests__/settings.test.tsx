/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2428.4!2d13.38!3d52.51';
const SNIPPET = `<iframe src="${EMBED}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
const MESSAGE = 'Only Google Maps embed links work here. In Google Maps, choose Share, then Embed a map, and paste the code or its link.';
const code = () => screen.getByLabelText('Map embed code (iframe)');

describe('the map block’s settings', () => {
  it('takes the whole iframe snippet and keeps its embed address as the map’s source', () => {
    const store = renderSettings('maps', { iframe: '', src: '' });
    fireEvent.change(code(), { target: { value: SNIPPET } });
    expect(code()).toHaveValue(SNIPPET);
    expect(code()).not.toHaveAttribute('aria-invalid');
    expect(dataOf(store)).toEqual({ iframe: '', src: EMBED });
  });

  it('takes the embed address alone, and replaces a snippet stored in the block before', () => {
    const store = renderSettings('maps', { iframe: SNIPPET.replace('52.51', '48.85'), src: '' });
    expect(code()).toHaveValue(SNIPPET.replace('52.51', '48.85'));
    fireEvent.change(code(), { target: { value: EMBED } });
    expect(dataOf(store)).toEqual({ iframe: '', src: EMBED });
  });

  it.each([
    ['a place link', 'https://www.google.com/maps/place/Brandenburger+Tor/@52.51,13.37,17z'],
    ['another site’s frame', '<iframe src="https://example.com/maps/embed?pb=!1m18"></iframe>'],
    ['a short link', 'https://maps.app.goo.gl/abc123'],
  ])('refuses %s with how to get an embed link, and keeps the map the block had', (_, pasted) => {
    const store = renderSettings('maps', { iframe: '', src: EMBED });
    fireEvent.change(code(), { target: { value: pasted } });
    expect(code()).toHaveValue(pasted);
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(code()).toHaveAccessibleDescription(MESSAGE);
    expect(dataOf(store).src).toBe(EMBED);
  });

  it('takes an emptied field as no map', () => {
    const store = renderSettings('maps', { iframe: '', src: EMBED });
    fireEvent.change(code(), { target: { value: '' } });
    expect(dataOf(store).src).toBe('');
  });

  it('keeps the title the owner gives the map', () => {
    const store = renderSettings('maps', { src: 'https://www.google.com/maps/embed?pb=1' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Our shop in Berlin' } });
    expect(dataOf(store).title).toBe('Our shop in Berlin');
  });
});
