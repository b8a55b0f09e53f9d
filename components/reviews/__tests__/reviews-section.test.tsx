/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { ReviewsSection } from '../reviews-section';

const shopApi = jest.fn();
jest.mock('@/lib/api/browser', () => ({ shopApi: (...args: unknown[]) => shopApi(...args) }));

const summary = {
  average: 4.3, count: 3,
  distribution: [{ stars: 5, count: 1, percent: 33 }, { stars: 4, count: 2, percent: 67 }, { stars: 3, count: 0, percent: 0 }, { stars: 2, count: 0, percent: 0 }, { stars: 1, count: 0, percent: 0 }],
};
const review = {
  id: '00000000-0000-4000-8000-000000000001', rating: 4, title: 'Lovely', text: 'See https://spam.example <b>now</b>', authorName: '', locale: 'en',
  helpfulCount: 2, ownerReply: 'Thanks!', approvedAt: '2026-11-02T10:00:00.000Z',
};
const inEnglish = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" timeZone="UTC" messages={messages}>{ui}</NextIntlClientProvider>);

describe('ReviewsSection', () => {
  it('shows the average, the distribution and the reviews as plain text, with the shop reply', () => {
    inEnglish(<ReviewsSection productId={review.id} summary={summary} reviews={[review]} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByRole('img', { name: '4.3 out of 5 stars, 3 reviews' })).toBeInTheDocument();
    expect(within(section).getByRole('meter', { name: '4 stars: 67%' })).toHaveAttribute('value', '67');
    expect(within(section).getByRole('heading', { level: 3, name: 'Lovely' })).toBeInTheDocument();
    expect(within(section).getByText('See https://spam.example <b>now</b>')).toBeInTheDocument();
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
    expect(section).toHaveTextContent('By A buyer on Nov 2, 2026');
    expect(section).toHaveTextContent('Reply from the shop');
    expect(within(section).getByRole('button', { name: 'Yes (2)' })).not.toHaveAttribute('aria-disabled');
  });

  it('counts a "helpful" vote once, keeping focus on the button', async () => {
    shopApi.mockClear();
    let answer: (value: unknown) => void = () => {};
    shopApi.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    inEnglish(<ReviewsSection productId={review.id} summary={summary} reviews={[review]} />);
    const helpful = screen.getByRole('button', { name: 'Yes (2)' });
    helpful.focus();
    fireEvent.click(helpful);
    fireEvent.click(helpful);
    expect(shopApi).toHaveBeenCalledTimes(1);
    expect(helpful).toHaveAttribute('aria-disabled', 'true');
    await act(async () => { answer({ helpfulCount: 3 }); });
    expect(screen.getByRole('button', { name: 'Yes (3)' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes (3)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
  });

  it('says so when there are no reviews, and tells a shopper who bought nothing who may review', async () => {
    shopApi.mockResolvedValueOnce({ eligible: false, reason: 'NotABuyer' });
    inEnglish(<ReviewsSection productId={review.id} summary={{ ...summary, average: 0, count: 0 }} reviews={[]} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort reviews' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Only customers who bought this product can review it.');
  });

  it('shows the form to an eligible buyer: a rating group, title and text with their limits', async () => {
    shopApi.mockResolvedValueOnce({ eligible: true, reason: null });
    inEnglish(<ReviewsSection productId={review.id} summary={{ ...summary, average: 0, count: 0 }} reviews={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Your review' });
    expect(within(form).getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(form).getAllByRole('radio')).toHaveLength(5);
    expect(within(form).getByLabelText('Title')).toHaveAttribute('maxlength', '120');
    expect(within(form).getByLabelText('Review')).toHaveAttribute('minlength', '10');
  });
});
