/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import messages from '@/messages/en.json';
import { MapsBlock } from '../maps/view';
import type { BlockContext } from '../types';
import { VideoBlock } from '../video/view';

const context: BlockContext = {
  shop: { slug: 'demo' }, locale: 'en', mode: 'live',
  links: { editor: false, locale: 'en', defaultLocale: 'en' }, data: { lists: {}, queries: {} },
};
const renderBlocks = () => null;
const renderView = (view: ReactNode) => render(<NextIntlClientProvider locale="en" messages={messages}>{view}</NextIntlClientProvider>);
const MAP = 'https://www.google.com/maps/embed?pb=1';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

describe('a video\'s and a map\'s frame', () => {
  it('is named by the owner\'s title', () => {
    renderView(<>
      <VideoBlock block={{ _id: 'v', type: 'video', data: { src: VIDEO, title: 'How our shirts are made' } }} context={context} renderBlocks={renderBlocks} />
      <MapsBlock block={{ _id: 'm', type: 'maps', data: { iframe: '', src: MAP, title: 'Our shop in Berlin' } }} context={context} renderBlocks={renderBlocks} />
    </>);
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.getByTitle('How our shirts are made').tagName).toBe('IFRAME');
    expect(screen.getByTitle('Our shop in Berlin').tagName).toBe('IFRAME');
  });

  it('is named by its kind without one', () => {
    renderView(<>
      <VideoBlock block={{ _id: 'v', type: 'video', data: { src: VIDEO, title: ' ' } }} context={context} renderBlocks={renderBlocks} />
      <MapsBlock block={{ _id: 'm', type: 'maps', data: { iframe: '', src: MAP, title: '' } }} context={context} renderBlocks={renderBlocks} />
    </>);
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.getByTitle('YouTube video').tagName).toBe('IFRAME');
    expect(screen.getByTitle('Map').tagName).toBe('IFRAME');
  });
});
