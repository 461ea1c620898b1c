// The closing lines of CI (.ci/run):
//  - with `--steps <file>`: a table of the steps and how long each took, and the total. The file has one line per
//    step, "<start in epoch milliseconds>\t<name>", written when the step starts; a step ends when the next one
//    starts, the last one now. With `--failed`, the last step is marked as the one that failed.
//  - for each Vitest or Playwright JSON report named: one plain line "N passed, N failed, N skipped" over all of them.
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let stepsFile;
let failed = false;
const reports = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--steps') stepsFile = args[(i += 1)];
  else if (args[i] === '--failed') failed = true;
  else reports.push(args[i]);
}

if (stepsFile) {
  const now = Date.now();
  const steps = readFileSync(stepsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [start, ...name] = line.split('\t');
      return { start: Number(start), name: name.join('\t') };
    });
  const rows = steps.map((step, index) => {
    const end = steps[index + 1]?.start ?? now;
    const mark = failed && index === steps.length - 1 ? '  (failed)' : '';
    return [`${step.name}${mark}`, ((end - step.start) / 1000).toFixed(1)];
  });
  const total = steps.length > 0 ? ((now - steps[0].start) / 1000).toFixed(1) : '0.0';
  const width = Math.max('total'.length, ...rows.map(([name]) => name.length));
  const secondsWidth = Math.max('seconds'.length, total.length);
  console.log(`${'step'.padEnd(width)}  ${'seconds'.padStart(secondsWidth)}`);
  for (const [name, seconds] of rows) console.log(`${name.padEnd(width)}  ${seconds.padStart(secondsWidth)}`);
  console.log(`${'total'.padEnd(width)}  ${total.padStart(secondsWidth)}`);
}

if (reports.length > 0) {
  let passed = 0;
  let failedTests = 0;
  let skipped = 0;
  for (const file of reports) {
    if (!existsSync(file)) {
      console.log(`${file}: no report (its step did not finish)`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if ('numPassedTests' in report) {
      passed += report.numPassedTests;
      failedTests += report.numFailedTests;
      skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failedTests += report.stats.unexpected;
      skipped += report.stats.skipped;
    }
  }
  console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
}
