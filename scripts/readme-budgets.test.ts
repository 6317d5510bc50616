import { describe, expect, it } from 'vitest';
import { budgetLines, budgetMismatches, withBudgets } from './readme-budgets.ts';
import { budgets } from './size-budgets.ts';

const readme = (...list: string[]) => ['# Title', 'Budgets:', '<!-- budgets:start -->', ...list, '<!-- budgets:end -->', 'After.', ''].join('\n');

describe('budgetLines', () => {
  it('states every budget with its brotli and, where set, gzip limit', () => {
    const lines = budgetLines({
      ...budgets,
      loader: { brotli: 19.5, gzip: 22 },
      widgetChunkOverrides: { 'litter-trial': { brotli: 30, gzip: 34 }, 'email-capture': { brotli: 15, gzip: 17 } },
      partnerPage: { brotli: 34, requests: 6 },
      nineWidgetPage: { brotli: 100 },
      marketingPage: { brotli: 90 },
    });
    expect(lines[0]).toBe('- `loader.js` ≤ 19.5 KB brotli, 22 KB gzip');
    expect(lines).toContain('  - `email-capture` ≤ 15 KB brotli, 17 KB gzip');
    expect(lines).toContain('- the partner page, all it downloads for one ready batch lookup (default build): ≤ 34 KB brotli in at most 6 files');
    expect(lines).toContain('- a page with the nine widgets of issue 21, the blocks aside (default build) ≤ 100 KB brotli');
    expect(lines.at(-1)).toBe("- the marketing page: issue 13's thirteen blocks with feeding guidelines, price comparison and batch lookup (default build) ≤ 90 KB brotli");
  });
});

describe('withBudgets and budgetMismatches', () => {
  it('write the list between the markers and leave the rest alone', () => {
    expect(withBudgets(readme('- old', '- older'), ['- a', '- b'])).toBe(readme('- a', '- b'));
    expect(withBudgets(readme(), ['- a'])).toBe(readme('- a'));
  });

  it('find nothing when the README says what the budgets say', () => {
    expect(budgetMismatches(readme('- a', '- b'), ['- a', '- b'])).toEqual([]);
  });

  it('name each differing, missing or extra line', () => {
    expect(budgetMismatches(readme('- loader ≤ 19.5 KB', '- b', '- c'), ['- loader ≤ 21 KB', '- b'])).toEqual([
      'budget list line 1: README.md has "- loader ≤ 19.5 KB", size-budgets.ts gives "- loader ≤ 21 KB"',
      'budget list line 3: README.md has "- c", size-budgets.ts gives no line',
    ]);
    expect(budgetMismatches(readme(), ['- a'])).toEqual(['budget list line 1: README.md has no line, size-budgets.ts gives "- a"']);
  });

  it('refuse a README without the markers', () => {
    expect(() => budgetMismatches('# Title\n', ['- a'])).toThrow('<!-- budgets:start -->');
    expect(() => withBudgets('<!-- budgets:end -->\n<!-- budgets:start -->', ['- a'])).toThrow('between');
  });
});
