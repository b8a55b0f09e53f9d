/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { dataOf, renderSettings } from '@/components/editor/__tests__/settings-test-utils';

const address = () => screen.getByLabelText('Address (URL)');

describe('the video block’s settings', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'YouTube dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'YouTube dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'YouTube dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'Vimeo 76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'Vimeo 76979871'],
  ])('finds the video in %s and stores the link as pasted', (link, found) => {
    const store = renderSettings('video', { src: '' });
    fireEvent.change(address(), { target: { value: link } });
    expect(address()).toHaveAccessibleDescription(`Video found: ${found}`);
    expect(address()).not.toHaveAttribute('aria-invalid');
    expect(dataOf(store).src).toBe(link);
  });

  it('says when a link has no video, and keeps the video the block had', () => {
    const store = renderSettings('video', { src: 'https://vimeo.com/76979871' });
    expect(address()).toHaveAccessibleDescription('Video found: Vimeo 76979871');
    fireEvent.change(address(), { target: { value: 'https://example.com/watch?v=dQw4w9WgXcQ' } });
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toHaveAccessibleDescription('No video found in this link');
    expect(dataOf(store).src).toBe('https://vimeo.com/76979871');
  });

  it('takes an emptied field as no video', () => {
    const store = renderSettings('video', { src: 'https://vimeo.com/76979871' });
    fireEvent.change(address(), { target: { value: '' } });
    expect(address()).not.toHaveAccessibleDescription();
    expect(dataOf(store).src).toBe('');
  });

  it('keeps the title the owner gives the video', () => {
    const store = renderSettings('video', { src: 'https://vimeo.com/76979871' });
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription(/screen readers announce it/);
    fireEvent.change(title, { target: { value: 'How our shirts are made' } });
    expect(dataOf(store).title).toBe('How our shirts are made');
  });
});
