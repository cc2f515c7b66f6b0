/**
 * What `npm test` reads back from the JSON reports of Vitest and Playwright: the counts for the
 * summary, and each failed test with the first line of its error (CI shows only the end of the
 * output, so the summary must name what failed).
 */
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number, failures: string[] }} ReportCounts */

const none = () => ({ passed: 0, failed: 0, skipped: 0, failures: [] });

/** @returns {ReportCounts} */
export function readVitestReport(file) {
  if (!existsSync(file)) return none();
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((testFile) =>
    testFile.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${testFile.name}: ${test.fullName}\n    ${firstLine(test.failureMessages)}`),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** @returns {ReportCounts} */
export function readPlaywrightReport(file) {
  if (!existsSync(file)) return none();
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
        const errors = test.results.flatMap((result) => (result.error?.message ? [result.error.message] : []));
        failures.push(`${spec.file}:${spec.line}: ${spec.title}\n    ${firstLine(errors)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures };
}

function firstLine(messages = []) {
  // Playwright colours its messages; the summary is read as plain text.
  const plain = (messages[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.slice(0, 300) ?? ''
  );
}
