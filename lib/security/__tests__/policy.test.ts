import { baselineHeaders, contentPolicy, editorFrameAncestors, framingPolicy, hstsValue, isBackOfficeOrigin, pagePolicy } from '../policy.mjs';

describe('the policies', () => {
  it('keep plugins, foreign base URLs and foreign forms out, and report to the API', () => {
    const policy = framingPolicy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toMatch(/form-action 'self' https:\/\/www\.paypal\.com/);
    expect(policy).toContain('report-uri /api/v2/report-violation');
    expect(framingPolicy({ frameAncestors: "'self'" })).toContain("frame-ancestors 'self'");
  });

  it('let a shop and the back offices it names frame its editor, and nobody else', () => {
    expect(editorFrameAncestors([])).toBe("'self'");
    expect(editorFrameAncestors(['https://bo.example.com', 'http://localhost:4000', 'https://bo.example.com']))
      .toBe("'self' https://bo.example.com http://localhost:4000");
    const wrong = ['*', 'https://*.example.com', 'http://bo.example.com', 'https://bo.example.com/admin', "'self'; script-src *", 'bo.example.com', 'https:', 'HTTPS://BO.EXAMPLE.COM', ''];
    for (const origin of wrong) expect(isBackOfficeOrigin(origin)).toBe(false);
    expect(editorFrameAncestors(wrong)).toBe("'self'");
    expect(framingPolicy({ frameAncestors: editorFrameAncestors(['https://bo.example.com']) })).toContain("frame-ancestors 'self' https://bo.example.com;");
  });

  it('never allow inline scripts or eval in production', () => {
    const policy = contentPolicy({ scriptSources: ["'sha256-abc='"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(contentPolicy({ development: true })).toMatch(/script-src 'self' 'unsafe-eval'/);
  });

  it('combine into one page policy with each directive once', () => {
    const directives = pagePolicy({ scriptSources: ["'nonce-x'"] }).split('; ').map((d) => d.split(' ')[0]);
    expect(new Set(directives).size).toBe(directives.length);
  });

  it('set the baseline headers and HSTS as configured', () => {
    expect(baselineHeaders()).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
    expect(hstsValue({})).toBe('max-age=63072000; includeSubDomains');
    expect(hstsValue({ HSTS_MAX_AGE: 'off' })).toBeNull();
  });
});
