import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** A tree's HTML as a prerender gives it, and the digests of the errors thrown inside its boundaries. */
export interface ServerHtml {
  html: string;
  digests: string[];
}

const digestOf = (error: unknown) => {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' ? digest : undefined;
};

/**
 * Renders server components to HTML the way Next prerenders a cached page: every async component
 * awaited, the document complete before anything is sent. Errors thrown inside a Suspense boundary are
 * collected by digest (a notFound() there is what gives Next's prerender its 404); one without a digest
 * is a failure and rejects, and so does an error outside every boundary, which fails the document (Next
 * then sends its empty error document instead).
 */
export async function renderServerHtml(tree: ReactNode): Promise<ServerHtml> {
  const thrown: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError(error) {
      thrown.push(error);
      return digestOf(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const failure = thrown.find((error) => digestOf(error) === undefined);
  if (failure) throw failure;
  return { html, digests: thrown.map((error) => digestOf(error)!) };
}
