// npm run lint: fails when the README's budget list is not the one scripts/size-budgets.ts
// makes, naming each differing line. npm run budgets:readme (this script with --write) rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgetLines, budgetMismatches, withBudgets } from './readme-budgets.ts';
import { budgets } from './size-budgets.ts';

const readmePath = path.resolve(import.meta.dirname, '..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const lines = budgetLines(budgets);

if (process.argv.includes('--write')) {
  writeFileSync(readmePath, withBudgets(readme, lines));
} else {
  const mismatches = budgetMismatches(readme, lines);
  for (const mismatch of mismatches) console.error(mismatch);
  if (mismatches.length > 0) {
    console.error('README.md: the size budgets differ from scripts/size-budgets.ts; run npm run budgets:readme');
    process.exit(1);
  }
}
