/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useSearchParams, useSelectedLayoutSegment } from 'next/navigation';
import { renderToString } from 'react-dom/server';
import { makeQueryClient } from '@/lib/queries/query-client';
import messages from '@/messages/en.json';
import { HeaderSearch } from '../header-search';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  useSelectedLayoutSegment: jest.fn(),
  useSearchParams: jest.fn(),
}));
const segment = jest.mocked(useSelectedLayoutSegment);
const searchParams = jest.mocked(useSearchParams);

function header() {
  return (
    <QueryClientProvider client={makeQueryClient()}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <HeaderSearch action="/de/search" shop="demo" links={{ editor: false, locale: 'de', defaultLocale: 'en' }} />
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

const on = (page: string | null, query: string) => {
  segment.mockReturnValue(page);
  searchParams.mockReturnValue(new URLSearchParams(query) as ReturnType<typeof useSearchParams>);
};

beforeEach(() => {
  segment.mockReset();
  searchParams.mockReset();
});

describe('HeaderSearch', () => {
  it('puts the query of the results page into the served HTML, trimmed as the page searched for it', () => {
    on('search', 'q=+blue+mug+&sort=price-asc');
    expect(renderToString(header())).toMatch(/<input[^>]*name="q"[^>]*value="blue mug"/);
  });

  it('leaves the field empty on other pages, without reading their query (cached pages cannot)', () => {
    on('c', 'q=mug');
    render(header());
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
    expect(searchParams).not.toHaveBeenCalled();
  });
});
