/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { SlideMediaProvider, useStartedMedia } from '../slide-media';

function Slide({ index }: { index: number }) {
  const [playing, start] = useStartedMedia(index);
  return <button type="button" onClick={start}>{`Slide ${index}: ${playing ? 'playing' : 'stopped'}`}</button>;
}

describe('started slide media', () => {
  it('stay started when the carousel renders its slides anew (swiper taking over from the row)', () => {
    const { rerender } = render(<SlideMediaProvider><div key="row"><Slide index={0} /><Slide index={1} /></div></SlideMediaProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 1: stopped' }));
    expect(screen.getByRole('button', { name: 'Slide 1: playing' })).toBeInTheDocument();
    // Other elements: the slides are mounted again, as when swiper replaces the row.
    rerender(<SlideMediaProvider><section key="swiper"><Slide index={0} /><Slide index={1} /></section></SlideMediaProvider>);
    expect(screen.getByRole('button', { name: 'Slide 1: playing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slide 0: stopped' })).toBeInTheDocument();
  });

  it('are the slide’s own outside a carousel', () => {
    render(<Slide index={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 0: stopped' }));
    expect(screen.getByRole('button', { name: 'Slide 0: playing' })).toBeInTheDocument();
  });
});
