/**
 * Prints the slowest test files of one or more Jest JSON reports (`jest --json --outputFile=…`):
 * `node .ci/slowest-test-files.mjs <count> <report.json>...`. Reports that are missing (a stage that
 * never ran) are passed over.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [countText = '10', ...reports] = process.argv.slice(2);
const files = reports
  .filter((report) => existsSync(report))
  .flatMap((report) => JSON.parse(readFileSync(report, 'utf8')).testResults ?? [])
  .map((result) => ({
    file: path.relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    status: result.status,
  }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, Number(countText));

if (files.length > 0) {
  console.log(`\n== slowest ${files.length} test files`);
  for (const { file, seconds, status } of files) {
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}${status === 'passed' ? '' : `  (${status})`}`);
  }
}
