/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { FooterLogo } from '../footer-logo';
import { logoImage, PAYMENT_LOGOS, SHIPPING_LOGOS } from '../logo-catalogue';

const item = (id: string, label: string) => render(<ul><li><FooterLogo id={id} label={label} /></li></ul>);

describe('a payment or carrier logo in the footer', () => {
  it('is an image named by its brand, sized before it loads', () => {
    item('paypal', 'PayPal');
    const image = screen.getByRole('img', { name: 'PayPal' });
    expect(image).toHaveAttribute('src', '/logos/paypal.svg');
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '32');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^$/);
  });

  it('shows an unbranded kind as a glyph with its name in the reader’s language', () => {
    item('invoice', 'Rechnung');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Rechnung$/);
    expect(screen.queryByRole('img')).toBeNull(); // the glyph is decorative (alt="")
    expect(screen.getByRole('listitem').querySelector('img')).toHaveAttribute('src', '/logos/invoice.svg');
  });

  it('shows a stored id outside the catalogue by its name, never by its stored file', () => {
    item('old-bank', 'Old Bank');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Old Bank$/);
    expect(screen.getByRole('listitem').querySelector('img')).toBeNull();
  });
});

describe('the logo files', () => {
  it.each([...PAYMENT_LOGOS, ...SHIPPING_LOGOS].map((logo) => logo.id))('%s has an SVG of the size the footer gives it', (id) => {
    const image = logoImage(id)!;
    const svg = readFileSync(path.join(process.cwd(), 'public', image.src), 'utf8');
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"`));
    // Self-made and self-contained: nothing fetched, nothing run.
    expect(svg).not.toMatch(/<script|href=|url\(/i);
  });
});
