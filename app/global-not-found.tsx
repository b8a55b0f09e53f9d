import type { Metadata } from 'next';
import { PlainNotFoundDocument } from './[shop]/[mode]/[locale]/_components/plain-not-found-document';
import './globals.css';

export const metadata: Metadata = { title: 'Not found', robots: { index: false } };

/** 404 for requests that cannot name a shop at all (an invalid shop name): no shop, so no shop language either. */
export default function GlobalNotFound() {
  return <PlainNotFoundDocument language="en" />;
}
