import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';

/** One budget of the issue: what is measured, its limit, the value found and whether it holds. */
export interface BudgetCheck {
  budget: string;
  subject: string;
  limit: string;
  value: number | string | null;
  pass: boolean;
}

/** What each part of the benchmark hands back: its raw figures and the budgets they decide. */
export interface PartResult {
  figures: unknown;
  budgets: BudgetCheck[];
}

/** Node version, commit, machine, its load and time of the run, so figures can be compared across runs. */
export function environmentInfo() {
  const git = (command: string) => {
    try {
      return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  return {
    date: new Date().toISOString(),
    node: process.version,
    commit: git('git rev-parse HEAD'),
    uncommittedChanges: Boolean(git('git status --porcelain')),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    // Other work on the machine skews every figure: a load near the CPU count or above it is a warning.
    loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
  };
}

/** Writes a JSON file, creating its folder. */
export function writeJson(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));

/** Prints one line per budget check: budget, subject, value, limit and PASS/FAIL. */
export function printSummary(budgets: BudgetCheck[]): void {
  const rows = budgets.map((b) => [b.budget, b.subject, String(b.value ?? '-'), b.limit, b.pass ? 'PASS' : 'FAIL']);
  const header = ['budget', 'subject', 'value', 'limit', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  const failed = budgets.filter((b) => !b.pass).length;
  console.log(`\n${budgets.length - failed} of ${budgets.length} budget checks pass${failed ? `, ${failed} fail` : ''}.`);
}
