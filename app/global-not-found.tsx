import type { Metadata } from 'next';
import { PlainNotFoundDocument } from './[shop]/[mode]/[locale]/_components/plain-not-found-document';
import './globals.css';

export const metadata: Metadata = { title: 'Not found', robots: { index: false } };

/** 404 for URLs that no route matches (an unknown path under /api): no shop, so no shop language either. */
export default function GlobalNotFound() {
  return <PlainNotFoundDocument language="en" />;
}
