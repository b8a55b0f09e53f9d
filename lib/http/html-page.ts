/** Text as HTML: the characters that could open markup or end an attribute, as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A plain HTML page a route answers with: no script, no stylesheet, readable without JavaScript (it is
 * served under the inert content policy of the API). `body` is HTML the caller built with `escapeHtml`.
 */
export function htmlPage({ lang, title, body, status }: { lang: string; title: string; body: string; status: number }): Response {
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } });
}
