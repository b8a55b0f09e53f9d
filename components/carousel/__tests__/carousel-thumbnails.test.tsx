/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { Carousel } from '@/components/carousel/carousel';
import type { CarouselProps } from '@/components/carousel/swiper-carousel';

// The carousel waits to see itself before it loads swiper; these tests stay with the row it shows until then.
beforeAll(() => {
  window.IntersectionObserver = class { observe() {} disconnect() {} } as unknown as typeof IntersectionObserver;
});

const slides = ['Beach', 'Forest', 'City'].map((name) => <p key={name}>{name}</p>);
const thumbnails = ['beach', 'forest', 'city'].map((name) => <span key={name} data-thumbnail={name} />);

function renderCarousel(props: Partial<CarouselProps> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Carousel slides={slides} label="Slideshow" variant="content" {...props} />
    </NextIntlClientProvider>,
  );
}

const strip = () => screen.findByRole('list', { name: 'Slide thumbnails' });

describe('the content slider’s thumbnails', () => {
  it('are a list of buttons under the slides, named by slide, the first current', async () => {
    renderCarousel({ thumbnails });
    const buttons = within(await strip()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Show slide 1 of 3', 'Show slide 2 of 3', 'Show slide 3 of 3']);
    expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null]);
    // Inside the carousel's region, after its slides.
    const region = screen.getByRole('region', { name: 'Slideshow' });
    expect(region).toContainElement(buttons[0]!);
    expect(region.lastElementChild).toBe(await strip());
  });

  it('make the chosen slide current and bring it into view', async () => {
    renderCarousel({ thumbnails });
    const row = screen.getAllByRole('list')[0]!;
    Object.defineProperty(row, 'clientWidth', { value: 600 });
    row.scrollTo = jest.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'Show slide 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' })).not.toHaveAttribute('aria-current');
    expect(row.scrollTo).toHaveBeenCalledWith({ left: 1200 });
  });

  it('are not there when the slider does not show them, or for a single slide', async () => {
    renderCarousel();
    expect(screen.queryByRole('list', { name: 'Slide thumbnails' })).toBeNull();
    renderCarousel({ slides: slides.slice(0, 1), thumbnails: thumbnails.slice(0, 1) });
    // Give the lazily loaded strip the time it would take to come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'Slide thumbnails' })).toBeNull();
  });
});
