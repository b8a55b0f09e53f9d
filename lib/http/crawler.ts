import type { NextRequest } from 'next/server';

/** Crawlers that run scripts say so in their user agent; what they do is not what shoppers do. */
const CRAWLER = /bot|crawl|spider|slurp/i;

/** Whether a request comes from a crawler by its own word, so that the shop's statistics leave it out. */
export function isCrawler(request: NextRequest): boolean {
  return CRAWLER.test(request.headers.get('user-agent') ?? '');
}
