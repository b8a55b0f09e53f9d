/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { shopApi } from '@/lib/api/browser';
import { engagementRoutes } from '@/lib/api/routes/engagement';
import type { BlockContext } from '../../types';
import { ContactFormBlock } from '../view';
import { ContactForm } from '../view.client';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const send = jest.mocked(shopApi);

function renderForm(disabled = false) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ContactForm id="b-1" action="/api/v2/report-violation?locale=en&shop=demo" disabled={disabled} />
    </NextIntlClientProvider>,
  );
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => act(async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
});

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({ ok: true });
});

describe('ContactForm', () => {
  it('counts the message characters as the shopper types', () => {
    renderForm();
    expect(screen.getByText('0 of 2000 characters')).toBeInTheDocument();
    type('Message', 'Hello');
    expect(screen.getByText('5 of 2000 characters')).toBeInTheDocument();
    expect(field('Message')).toHaveAccessibleDescription('5 of 2000 characters');
  });

  it('shows every error accessibly on submit, and follows changes afterwards', async () => {
    renderForm();
    await submit();
    expect(send).not.toHaveBeenCalled();
    for (const name of ['Name', 'Email', 'Message']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.'));
    }
    expect(field('Name')).toHaveFocus();
    type('Email', 'sam@');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    type('Email', 'sam@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    type('Message', 'x'.repeat(2001));
    expect(field('Message')).toHaveAccessibleDescription(expect.stringContaining('Please use at most 2000 characters.'));
  });

  it('sends the fields, thanks the shopper, and clears the thanks on the next change', async () => {
    renderForm();
    type('Name', 'Sam');
    type('Email', 'sam@example.com');
    type('Message', 'Do you ship to Norway?');
    await submit();
    expect(send).toHaveBeenCalledWith(engagementRoutes.sendContactForm, {
      body: { name: 'Sam', email: 'sam@example.com', message: 'Do you ship to Norway?', website: '', phone2: '' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
    expect(field('Name')).toHaveValue('');
    type('Name', 'S');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hands a filled spam trap to the server, which drops it silently, and looks the same to the sender', async () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    type('Name', 'Bot');
    type('Email', 'bot@example.com');
    type('Message', 'Buy now');
    await submit();
    expect(send.mock.calls[0]![1]).toMatchObject({ body: { website: 'https://spam.example' } });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
  });

  it('keeps what was written when sending fails', async () => {
    send.mockRejectedValue(new Error('offline'));
    renderForm();
    type('Name', 'Sam');
    type('Email', 'sam@example.com');
    type('Message', 'Hi');
    await submit();
    expect(field('Message')).toHaveValue('Hi');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is disabled in the editor', () => {
    renderForm(true);
    expect(screen.getByText('The contact form is disabled in the editor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(field('Name')).toBeDisabled();
  });

  it('names the spec\'s action in the page\'s shop and language, for a browser without JavaScript to post the form to', () => {
    const context = {
      shop: { slug: 'demo' }, locale: 'de', mode: 'live' as const, data: {} as BlockContext['data'],
      links: { editor: false, locale: 'de', defaultLocale: 'en', carried: { shop: 'demo' } },
    };
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <ContactFormBlock block={{ _id: 'b-2', type: 'contact-form', data: {}, settings: {} } as never} context={context} renderBlocks={() => null} />
      </NextIntlClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(form).toHaveAttribute('method', 'post');
    const action = new URL(form.getAttribute('action')!, 'http://shop.test');
    expect(action.pathname).toBe('/api/v2/report-violation');
    expect(Object.fromEntries(action.searchParams)).toEqual({ locale: 'de', shop: 'demo' });
    // Its fields carry the names the server reads.
    expect([...form.querySelectorAll('input, textarea')].map((element) => element.getAttribute('name'))).toEqual(['name', 'email', 'message', 'website', 'phone2']);
  });
});
