import { isSpam } from '../spam-trap';
import { summarizeViolationReport } from '../violation-report';

describe('summarizeViolationReport', () => {
  it('summarises a CSP report without queries or fragments', () => {
    expect(summarizeViolationReport({ 'csp-report': { 'violated-directive': 'img-src', 'blocked-uri': 'https://a.test/x.png?k=1#f', 'document-uri': 'https://s.test/p?tkn=secret' } }))
      .toBe('type=csp-report directive=img-src blocked=https://a.test/x.png document=https://s.test/p');
  });

  it('handles keywords, batches, empty and odd input', () => {
    expect(summarizeViolationReport({ 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'inline' } })).toContain('blocked=inline');
    expect(summarizeViolationReport([])).toBe('reports=0 type=- directive=- blocked=- document=-');
    expect(summarizeViolationReport({ 'csp-report': 'x' })).toBe('type=csp-report directive=- blocked=- document=-');
    expect(summarizeViolationReport(null)).toBe('type=unknown');
  });
});

describe('isSpam', () => {
  it('is true only when a trap field holds something', () => {
    expect(isSpam([undefined, ''])).toBe(false);
    expect(isSpam(['  ', undefined])).toBe(false);
    expect(isSpam([undefined, 'x'])).toBe(true);
  });
});
