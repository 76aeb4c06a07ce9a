import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of each failure is repeated: enough for the assertion and its diff. */
const LINES_PER_FAILURE = 40;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are control characters
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

/**
 * Repeats each failure's error at the very end of the run. The line reporter
 * prints a failure where it happens, hundreds of lines before the end, and a
 * CI log is often read only from its tail.
 */
export default class FailureRecapReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    const where = `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line}`;
    const errors = result.errors
      .map((error) => (error.message ?? error.value ?? '').replace(COLOUR_CODES, ''))
      .join('\n')
      .split('\n')
      .slice(0, LINES_PER_FAILURE)
      .join('\n');
    this.failures.push(`✘ ${where} › ${test.titlePath().slice(3).join(' › ')} (${result.status})\n${errors}`);
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nThe failures again (${this.failures.length}):\n\n${this.failures.join('\n\n')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
