/**
 * `npm test`: lint (ESLint, then Prettier's check) beside the typecheck, then unit + model + integration tests (Vitest), the production build,
 * then the browser tests (Playwright on Debian's Chromium against the simulator). Ends with one
 * line "N passed, N failed" over every test that ran. In CI a skipped test is a failure.
 *
 * Dates: the date-sensitive Vitest files run once more under TZ=UTC and once under
 * TZ=Asia/Ho_Chi_Minh (a process per zone: Intl and Date read TZ when they start), and the
 * browser tests run their @time specs at four local hours in both zones (playwright.config.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const ci = Boolean(process.env.CI);
mkdirSync('reports', { recursive: true });

/** Vitest files whose answers depend on the zone and the hour (tests/unit/time-matrix.test.ts checks four hours). */
const DATE_TESTS = [
  'tests/unit/time-matrix.test.ts',
  'src/lib/rules/time-windows/day-windows.test.ts',
  'src/lib/rules/time-windows/maintenance.test.ts',
  'src/lib/sports/clock.test.ts',
  'src/lib/format/date-time.test.ts',
  'src/views/sports/results/result-windows.test.ts',
  'src/machines/sports/sports-list-query.test.ts',
  'src/machines/maintenance/maintenance.machine.test.ts',
  'simulator/sports/world.test.ts',
  'simulator/core/clock.test.ts',
];
const ZONES = ['UTC', 'Asia/Ho_Chi_Minh'];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const ok = result.status === 0;
  console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${result.status ?? result.signal})`);
  return ok;
}

/**
 * The same as `run`, but the output is held and printed when the command ends, so two of these can run side by
 * side (lint and typecheck are one process each, and the machine has two cores) without interleaving their lines.
 */
function runQuietly(label: string, command: string, args: string[]): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(code === 0 ? `✔ ${label}` : `✘ ${label} (exit ${code ?? signal})`);
      done(code === 0);
    });
  });
}

const steps: Array<[string, boolean]> = [];
const [lintOk, typecheckOk] = await Promise.all([
  runQuietly('lint', 'npx', ['eslint', '--max-warnings', '0', '.']).then(
    (ok) => ok && runQuietly('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  ),
  runQuietly('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']).then(
    (ok) => ok && runQuietly('typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']),
  ),
]);
steps.push(['lint', lintOk], ['typecheck', typecheckOk]);
const vitestReports = ['reports/vitest.json', ...ZONES.map((zone) => `reports/vitest-${zone.replace('/', '-')}.json`)];
for (const report of vitestReports) rmSync(report, { force: true });
steps.push([
  'vitest',
  run('unit, model and integration tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/vitest.json',
  ]),
]);
ZONES.forEach((zone, i) => {
  const args = [
    'vitest',
    'run',
    ...DATE_TESTS,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestReports[i + 1]}`,
  ];
  steps.push([`vitest TZ=${zone}`, run(`date tests in ${zone}`, 'npx', args, { ...process.env, TZ: zone })]);
});
const built = run('build', 'npx', ['vite', 'build']);
steps.push(['build', built]);
if (built) steps.push(['bundle budget', run('start-up bundle budget', 'npx', ['tsx', 'scripts/bundle-report.ts'])]);
rmSync('reports/playwright.json', { force: true });
if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is missing at /usr/bin/chromium: browser tests cannot run (apt-get install chromium).');
  steps.push(['browser', false]);
} else if (built) {
  steps.push(['browser', run('browser tests', 'npx', ['playwright', 'test'])]);
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Failed test names, repeated at the very end: CI keeps only the tail of the output. */
const failures: string[] = [];
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
};
for (const report of vitestReports) {
  if (!existsSync(report)) continue;
  const v = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  for (const file of v.testResults) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    if (file.message) failures.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0] ?? '')}`);
    }
  }
}
type PlaywrightSuite = {
  title: string;
  specs?: Array<{ title: string; tests: Array<{ projectName: string; status: string }> }>;
  suites?: PlaywrightSuite[];
};
if (existsSync('reports/playwright.json')) {
  const p = JSON.parse(readFileSync('reports/playwright.json', 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: PlaywrightSuite[];
  };
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
  const walk = (suite: PlaywrightSuite, path: string[]): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')} (${test.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of p.suites ?? []) walk(suite, [suite.title]);
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (ci && skipped > 0) failedSteps.push(`${skipped} skipped test(s) (CI counts a skip as a failure)`);
if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(`\nsteps: ${steps.map(([n, ok]) => `${n} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 200);
}
