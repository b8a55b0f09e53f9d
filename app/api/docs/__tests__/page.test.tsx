import { renderToStaticMarkup } from 'react-dom/server';
import { ALL_ENDPOINTS, NAMED_ENDPOINTS } from '@/lib/contract';
import { buildOpenApiDocument, fullPath } from '@/lib/http/openapi';
import { describeSchema, referenceSections } from '@/lib/http/openapi-reference';
import ApiReferencePage from '../page';

const html = renderToStaticMarkup(<ApiReferencePage />);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('API reference page', () => {
  it('lists every endpoint with its method, path and summary', () => {
    const missing = ALL_ENDPOINTS.filter((endpoint) => !html.includes(`<code>${escape(fullPath(endpoint))}</code>`) || !html.includes(escape(endpoint.summary)));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    const methods = html.match(/class="docs-method docs-method--[a-z]+"/g) ?? [];
    expect(methods.length).toBe(ALL_ENDPOINTS.length + 1);
  });

  it('links the OpenAPI document and has one h1, a contents list and a section per tag', () => {
    expect(html).toContain('href="/api/v2/openapi.json"');
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const tag of new Set(ALL_ENDPOINTS.map((endpoint) => endpoint.tag))) {
      expect(html).toMatch(new RegExp(`<h2 id="tag-[a-z0-9-]+">${tag}</h2>`));
    }
    // Every in-page link points at an element that exists.
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.filter((target) => !html.includes(`id="${target}"`))).toEqual([]);
  });

  it('marks owner endpoints and CSRF endpoints', () => {
    const owner = NAMED_ENDPOINTS.find(({ endpoint }) => endpoint.auth === 'owner');
    const article = html.slice(html.indexOf(`id="${owner!.name}"`));
    expect(article.slice(0, article.indexOf('</article>'))).toContain('Shop owner (bearer token)');
    const csrf = NAMED_ENDPOINTS.find(({ endpoint }) => endpoint.csrf);
    if (csrf) {
      const csrfArticle = html.slice(html.indexOf(`id="${csrf.name}"`));
      expect(csrfArticle.slice(0, csrfArticle.indexOf('</article>'))).toContain('x-csrf-token header');
    }
  });
});

describe('reference view of the document', () => {
  it('describes schemas in words', () => {
    expect(describeSchema({ type: 'string', format: 'uuid' })).toBe('string (uuid)');
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 100, default: 12 })).toBe('integer, 1–100, default 12');
    expect(describeSchema({ type: 'string', enum: ['a', 'b'] })).toBe('one of: "a", "b"');
    expect(describeSchema({ type: ['string', 'null'], maxLength: 5 })).toBe('string, at most 5 characters or null');
    expect(describeSchema({ type: 'array', items: { type: 'string' }, maxItems: 3 })).toBe('array of string, at most 3 items');
    expect(describeSchema({ $ref: '#/components/schemas/X' }, { X: { type: 'boolean' } })).toBe('boolean');
    expect(describeSchema({})).toBe('any');
  });

  it('keeps the common query parameters out of the tables and path parameters in', () => {
    const sections = referenceSections(buildOpenApiDocument());
    const operations = sections.flatMap((section) => section.operations);
    expect(operations).toHaveLength(ALL_ENDPOINTS.length + 1);
    for (const operation of operations) {
      const names = operation.parameters.map((parameter) => `${parameter.where}:${parameter.name}`);
      expect(names.filter((name) => /^query:(shop|previewTheme|themeStyle|locale)$/.test(name))).toEqual([]);
      for (const name of operation.path.match(/\{(\w+)\}/g) ?? []) expect(names).toContain(`path:${name.slice(1, -1)}`);
    }
  });
});
