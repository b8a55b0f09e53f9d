// @ts-check
// Plain JavaScript: next.config.mjs imports it, and Next reads rewrites at build time.

/** Where the handlers of the agents' files live (app/api/agents): under /api, which no shop can be named. */
export const AGENT_ROUTES_PREFIX = '/api/agents';

/** The agents' files of a language (docs/api/agents.md): the llms.txt pair and the product feeds. */
const AGENT_FILE = 'llms\\.txt|llms-full\\.txt|feeds/google\\.xml|feeds/acp\\.jsonl';

/**
 * A request for a page's Markdown version by its `Accept` header (`text/markdown` named, with any
 * weight, anywhere in the list): the address stays the page's, as with a `.md` address.
 */
export const MARKDOWN_ACCEPT = '(?:.*[,\\s])?text/markdown(?:[;,\\s].*)?';

/** Paths that are no page: the API, Next's own files, media, theme files, storage. */
const NOT_A_PAGE = 'api/|_next/|media/|themes/|storage/';

/**
 * Rewrites for what agents read, ahead of the storefront's (storefront-rewrites.mjs), for every shop
 * (the handlers choose the shop by the `shop` parameter or the host, as the sitemap does):
 * `/llms.txt`, `/de/llms.txt`, `/feeds/google.xml`, ... to `/api/agents/{language|default}/{file}`, and a
 * page's Markdown version, `/p/scarf.md` or `/p/scarf` with `Accept: text/markdown`, to
 * `/api/agents/markdown/{public path}`. The query stays as it was.
 *
 * @returns {import('next/dist/lib/load-custom-routes').Rewrite[]}
 */
export function agentRewrites() {
  return [
    // The UCP business profile: one per shop (docs/api/agents.md, UCP).
    { source: '/.well-known/ucp', destination: `${AGENT_ROUTES_PREFIX}/ucp-profile` },
    { source: `/:file(${AGENT_FILE})`, destination: `${AGENT_ROUTES_PREFIX}/default/:file` },
    { source: `/:language([a-z]{2})/:file(${AGENT_FILE})`, destination: `${AGENT_ROUTES_PREFIX}/:language/:file` },
    { source: `/:path((?!${NOT_A_PAGE}).+)\\.md`, destination: `${AGENT_ROUTES_PREFIX}/markdown/:path` },
    {
      // Pages only: no file (robots.txt, sitemap.xml) answers Markdown, whatever the client accepts.
      source: `/:path((?!${NOT_A_PAGE}|.*\\.[a-zA-Z0-9]+$).*)`,
      has: [{ type: 'header', key: 'accept', value: MARKDOWN_ACCEPT }],
      destination: `${AGENT_ROUTES_PREFIX}/markdown/:path`,
    },
  ];
}
