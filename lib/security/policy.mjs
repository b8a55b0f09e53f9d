// @ts-check
// Plain JavaScript: next.config.mjs, the page cache handler (which Next loads without bundling), the
// proxy and the server hook all build their security headers from here. docs/security.md explains
// each directive and what the policy cannot stop.

/** Where browsers send Content-Security-Policy violation reports (logged, never stored). */
export const REPORT_PATH = '/api/v2/report-violation';

/**
 * Payment providers whose pages a checkout form may be sent to, besides the shop itself. The built-in
 * sandbox lives on the shop's origin; these are the hosts of the real PayPal and Amazon Pay pages.
 */
export const PAYMENT_FORM_ORIGINS = [
  'https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://pay.amazon.com',
  'https://payments.amazon.com', 'https://payments.amazon.de', 'https://payments.amazon.co.uk',
];

/**
 * What a shop's Google Tag Manager container needs beyond the shop (Google's CSP guide for Tag Manager
 * and Google Analytics 4): the container script from its one host, and the hosts its Analytics tags send
 * to. Only the pages of a shop that set a container id name them (a signed marker on cached pages,
 * proxy.ts on pages rendered per request); images may come from any https host already.
 */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com', 'https://analytics.google.com'],
};

/**
 * Browser features no page of the shop uses: no page, and no frame in it, may ask for them. Only features
 * browsers know: Chromium prints a console error on every page for one it does not (Web Bluetooth has no
 * policy-controlled feature there), which e2e/security.spec.ts checks.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'browsing-topics=()', 'camera=()', 'display-capture=()', 'geolocation=()',
  'gyroscope=()', 'hid=()', 'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'serial=()', 'usb=()',
].join(', ');

/** Who may frame shopper pages: nobody. */
export const NO_FRAMING = "'none'";
/** An origin a back office may frame the editor from: https (or http on localhost), no path, no wildcard. */
const BACK_OFFICE_ORIGIN = /^(?:https:\/\/[a-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d{1,5})?$/;

/**
 * Whether a text is an origin a shop may name as its back office (shops.back_office_origins): lower
 * case, as browsers write an origin, so that it compares equal to a message's `origin`.
 * @param {unknown} origin
 * @returns {origin is string}
 */
export function isBackOfficeOrigin(origin) {
  return typeof origin === 'string' && BACK_OFFICE_ORIGIN.test(origin);
}

/**
 * Who may frame a shop's editor: the shop's own origin, and the back offices the shop names, which embed
 * it and post it the owner's TOKEN. Anything else in the list is left out: never a wildcard, a scheme or
 * a second directive.
 * @param {readonly string[]} origins
 * @returns {string}
 */
export function editorFrameAncestors(origins) {
  return ["'self'", ...new Set(origins.filter(isBackOfficeOrigin))].join(' ');
}

/**
 * @param {string[]} directives
 * @returns {string}
 */
const join = (directives) => directives.filter(Boolean).join('; ');

/**
 * The policy of every answer: who may frame it, no plugins, no foreign <base>, forms only to the shop
 * and its payment providers. Sent on everything, so it holds even where the content policy is missing.
 * @param {{ frameAncestors?: string }} [options]
 */
export function framingPolicy({ frameAncestors = NO_FRAMING } = {}) {
  return join([
    `frame-ancestors ${frameAncestors}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${PAYMENT_FORM_ORIGINS.join(' ')}`,
    `report-uri ${REPORT_PATH}`,
  ]);
}

/**
 * The policy of an HTML page's content: scripts only from the shop's origin or inline when named by a
 * hash (cached pages) or a nonce (pages rendered per request); owner scripts of HTML blocks add their
 * hashes and hosts. Styles may be inline (React and the theme set style attributes); images, fonts,
 * media and frames may come from any https host (owners link them), nothing from plain http.
 * @param {{ scriptSources?: string[]; connectSources?: string[]; development?: boolean }} [options]
 */
export function contentPolicy({ scriptSources = [], connectSources = [], development = false } = {}) {
  // React's development build evaluates code for its debugging aids; production never does.
  const scripts = ["'self'", ...scriptSources, ...(development ? ["'unsafe-eval'"] : [])];
  return join([
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    `connect-src ${[...new Set(["'self'", ...connectSources])].join(' ')}`,
    "media-src 'self' https:",
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    `report-uri ${REPORT_PATH}`,
  ]);
}

/** A page's whole policy in one header: its framing rules and its content rules. */
export function pagePolicy(/** @type {{ frameAncestors?: string; scriptSources?: string[]; connectSources?: string[]; development?: boolean }} */ options = {}) {
  const framing = framingPolicy(options).split('; ').filter((directive) => !directive.startsWith('report-uri'));
  return join([...framing, contentPolicy(options)]);
}

/**
 * The policy of answers that are no page (JSON, CSS, images, the sandbox's plain HTML): nothing in
 * them may run or load anything, should a browser ever render one as a document (an SVG opened on
 * its own, JSON sniffed as HTML by an old browser). `sandbox` puts such a document in an opaque
 * origin besides: a polyglot upload that slipped past the policy could still read no cookie, storage
 * or same-origin answer of the shop.
 */
export const INERT_POLICY = join([
  "default-src 'none'", "object-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", `frame-ancestors ${NO_FRAMING}`,
  "base-uri 'none'", "form-action 'none'", 'sandbox', `report-uri ${REPORT_PATH}`,
]);

/**
 * The policy of the pages a mail's link opens (confirm, unsubscribe: lib/http/mail-link-page.ts): inert
 * but for their one form, which posts to the shop itself. No `sandbox`, which would block the form.
 */
export const MAIL_LINK_POLICY = join([
  "default-src 'none'", "object-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", `frame-ancestors ${NO_FRAMING}`,
  "base-uri 'none'", "form-action 'self'", `report-uri ${REPORT_PATH}`,
]);

/**
 * Headers of every answer, set before Next.js sees the request (server hook) and again by next.config
 * (where the edge of a hosting platform applies them): no MIME sniffing, no full address in the
 * Referer to other sites, no powerful features, no framing, the framing policy.
 * @returns {Record<string, string>}
 */
export function baselineHeaders() {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Content-Security-Policy': framingPolicy(),
  };
}

/**
 * HSTS value from HSTS_MAX_AGE (seconds; default two years, 0 turns it off) and HSTS_INCLUDE_SUBDOMAINS
 * (default on); sent only on answers to requests that came over https.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function hstsValue(env) {
  const maxAge = env.HSTS_MAX_AGE === undefined || env.HSTS_MAX_AGE === '' ? 63_072_000 : Number(env.HSTS_MAX_AGE);
  if (!Number.isInteger(maxAge) || maxAge <= 0) return null;
  const subdomains = !/^(0|false|off|no)$/i.test(env.HSTS_INCLUDE_SUBDOMAINS ?? '');
  return `max-age=${maxAge}${subdomains ? '; includeSubDomains' : ''}`;
}
