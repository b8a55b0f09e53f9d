import { runChecks } from '../registry';
import { CHECK_RULES } from '../types';
import { image, input, text } from './fixtures';

describe('runChecks', () => {
  it('runs every kind of check, grouped in the order of CHECK_RULES', () => {
    const findings = runChecks(input([text('t', '<h4>x</h4><a href="">y</a>'), image('i', { alt: '' })]));
    expect(findings.map((f) => f.rule)).toEqual(['image-alt', 'headings', 'links']);
    expect(new Set(findings.map((f) => CHECK_RULES.indexOf(f.rule))).size).toBe(3);
  });

  it('finds nothing on a clean page', () => {
    expect(runChecks(input([text('t', '<h2>Hello</h2><p><a href="https://example.com">x</a></p>'), image('i')]))).toEqual([]);
  });
});
