import type { Metadata } from 'next';
import './globals.css';

export const metadata: Metadata = { title: 'Not found', robots: { index: false } };

/** 404 for requests that name no shop at all; it has no shop, so no shop language either. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" className="status-page">
          <h1>Not found</h1>
          <p>The page you are looking for does not exist.</p>
        </main>
      </body>
    </html>
  );
}
