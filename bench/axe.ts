import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { contextOptions } from './browser';
import type { PartResult } from './report';
import { AUDITED_PAGES, SHOPPER_PAGES } from './targets';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  tags: string[];
  nodes: number;
  targets: string[];
}

async function violationsOf(browser: Browser, url: string): Promise<Violation[]> {
  const context = await browser.newContext(contextOptions());
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      tags: v.tags,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 10).map((node) => node.target.join(' ')),
    }));
  } finally {
    await context.close();
  }
}

/** Budget 4: axe (its default rules, best practices included) finds no violation on the audited pages. */
export async function runAxe(baseUrl: string, browser: Browser): Promise<PartResult> {
  const pages: Record<string, { path: string; violations: Violation[] }> = {};
  for (const name of AUDITED_PAGES) {
    const path = SHOPPER_PAGES[name];
    pages[name] = { path, violations: await violationsOf(browser, baseUrl + path) };
    const ids = pages[name].violations.map((v) => v.id);
    console.log(`  ${name}: ${ids.length ? ids.join(', ') : 'no violations'}`);
  }
  const budgets = Object.entries(pages).map(([name, page]) => ({
    budget: 'axe',
    subject: `${name} violations`,
    limit: '0',
    value: page.violations.length ? page.violations.map((v) => v.id).join(', ') : 0,
    pass: page.violations.length === 0,
  }));
  return { figures: pages, budgets };
}
