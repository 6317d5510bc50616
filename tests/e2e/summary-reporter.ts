// Prints one closing line "e2e: N passed, N failed, N skipped" that CI can read.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.counts.skipped++;
    else if (result.status === 'passed') this.counts.passed++;
    // A retried test counts once, by its final result.
    else if (result.retry === test.retries) this.counts.failed++;
  }

  onEnd(): void {
    const { passed, failed, skipped } = this.counts;
    console.info(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
