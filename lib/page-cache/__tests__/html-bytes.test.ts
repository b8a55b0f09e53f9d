import { withHtmlBytes } from '../html-bytes';

const HTML = '<!DOCTYPE html><html><body><p>Linen shirt 49,00 €…</p></body></html>';

describe('a cached page read out for serving', () => {
  it('carries its HTML as the UTF-8 bytes of the stored string, and leaves the stored entry as it was', () => {
    const value = { kind: 'APP_PAGE', html: HTML, rscData: Buffer.from('0:null'), headers: { xkey: 'shop:demo' }, status: 200 };
    const entry = { value, lastModified: 1 };
    const served = withHtmlBytes(entry) as { value: { html: Buffer; rscData: Buffer; headers: object }; lastModified: number };
    expect(Buffer.isBuffer(served.value.html)).toBe(true);
    expect(served.value.html.toString('utf8')).toBe(HTML);
    expect(served.value.rscData).toBe(value.rscData);
    expect(served.value.headers).toBe(value.headers);
    expect(served.lastModified).toBe(1);
    expect(entry.value.html).toBe(HTML);
  });

  it('encodes an entry once, however often it is read', () => {
    const entry = { value: { kind: 'APP_PAGE', html: HTML } };
    const first = withHtmlBytes(entry) as { value: { html: Buffer } };
    const second = withHtmlBytes(entry) as { value: { html: Buffer } };
    expect(second.value.html).toBe(first.value.html);
  });

  it('leaves data entries, routes and missing entries alone', () => {
    const data = { value: { kind: 'FETCH', data: { body: 'x' } } };
    const route = { value: { kind: 'APP_ROUTE', body: Buffer.from('x') } };
    expect(withHtmlBytes(data)).toBe(data);
    expect(withHtmlBytes(route)).toBe(route);
    expect(withHtmlBytes(null)).toBeNull();
    expect(withHtmlBytes(undefined)).toBeUndefined();
  });
});
