/**
 * `npm test`: every test stage in order, each timed, then one line per stage with its seconds, the ten
 * slowest test files and the total of tests. The type check and the lint run side by side (one core
 * each); every test stage uses both cores itself. Stops at the first failing stage.
 *
 *   npm test                      every stage
 *   npm test -- unit web          only the stages named
 *
 * BAKROM_EARLIER_STAGES ("install=19,apt=4"): stages timed before this command (`.ci/run`'s install),
 * printed first in the summary.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Stage {
  name: string;
  steps: string[][];
  /** Where the stage's runner writes its JSON report, read for the counts and the slowest files. */
  report?: { kind: 'vitest' | 'playwright'; file: string };
  env?: Record<string, string>;
  /** Run beside the stage before it (its output is held back until it ends, so the two never interleave). */
  besidePrevious?: boolean;
  /** Why the stage cannot run here (said plainly in its place and in the summary), or undefined when it can. */
  notHere?: string;
}

const vitestStage = (name: string, project: string): Stage => {
  const file = path.join(reports, `${name}.json`);
  return {
    name,
    steps: [[bin('vitest'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]],
    report: { kind: 'vitest', file },
  };
};

const journeysReport = path.join(reports, 'journeys.json');
const ALL_STAGES: Stage[] = [
  {
    name: 'typecheck',
    steps: ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench', 'scripts'].map((project) => [
      bin('tsc'),
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      path.join(root, '.tmp/tsc', `${project.replace(/\//g, '-')}.tsbuildinfo`),
    ]),
  },
  {
    name: 'lint',
    besidePrevious: true,
    steps: [
      [bin('eslint'), '--cache', '--cache-strategy', 'content', '--cache-location', path.join(root, '.tmp/eslintcache'), '.'],
      [bin('prettier'), '--check', '--log-level', 'warn', '.'],
    ],
  },
  vitestStage('unit', 'unit'),
  vitestStage('web', 'web'),
  vitestStage('api-pglite', 'api-pglite'),
  ...(process.env.TEST_DATABASE_URL ? [vitestStage('api-postgres', 'api-postgres')] : []),
  // Two server processes on one PostgreSQL database behind HAProxy (apps/server/test/instances).
  process.env.TEST_DATABASE_URL
    ? vitestStage('instances', 'instances')
    : { name: 'instances', steps: [], notHere: 'did not run: it needs TEST_DATABASE_URL (PostgreSQL), as .ci/run sets it' },
  {
    name: 'journeys',
    steps: [
      ['npm', 'run', '--silent', 'build'],
      [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: journeysReport },
    report: { kind: 'playwright', file: journeysReport },
  },
];

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  note?: string;
}

function run(step: string[], env: Record<string, string> | undefined, holdOutput: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step[0]!, step.slice(1), {
      cwd: root,
      // Colours in a terminal only: a CI log stays plain text (CI=true alone turns them on in some runners).
      env: { ...process.env, ...env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) },
      stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runStage(stage: Stage, holdOutput: boolean): Promise<Outcome> {
  if (stage.notHere) {
    console.log(`\n=== ${stage.name}\n${stage.name} ${stage.notHere}`);
    return { name: stage.name, seconds: 0, ok: true, note: stage.notHere };
  }
  const started = Date.now();
  if (stage.report) rmSync(stage.report.file, { force: true });
  let ok = true;
  let output = '';
  if (!holdOutput) console.log(`\n=== ${stage.name}`);
  for (const step of stage.steps) {
    const result = await run(step, stage.env, holdOutput);
    output += result.output;
    if (!result.ok) {
      ok = false;
      break;
    }
  }
  if (holdOutput) process.stdout.write(`\n=== ${stage.name}\n${output}`);
  return { name: stage.name, seconds: (Date.now() - started) / 1000, ok };
}

interface FileTime {
  stage: string;
  file: string;
  seconds: number;
}
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}
interface PlaywrightSuite {
  file: string;
  specs: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function readReport(stage: Stage, counts: Counts, files: FileTime[]) {
  if (!stage.report) return;
  let text: string;
  try {
    text = readFileSync(stage.report.file, 'utf8');
  } catch {
    return;
  }
  if (stage.report.kind === 'vitest') {
    const report = JSON.parse(text) as VitestReport;
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    for (const result of report.testResults)
      files.push({ stage: stage.name, file: path.relative(root, result.name), seconds: (result.endTime - result.startTime) / 1000 });
    return;
  }
  const report = JSON.parse(text) as PlaywrightReport;
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
  const perFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const result of test.results) perFile.set(suite.file, (perFile.get(suite.file) ?? 0) + result.duration / 1000);
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  for (const [file, seconds] of perFile) files.push({ stage: stage.name, file: path.join('e2e/tests', file), seconds });
}

function earlierStages(): Outcome[] {
  return (process.env.BAKROM_EARLIER_STAGES ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name = '?', seconds = '0'] = entry.split('=');
      return { name, seconds: Number(seconds), ok: true };
    });
}

function summary(outcomes: Outcome[], counts: Counts, files: FileTime[], started: number) {
  const lines = ['', '=== stages (seconds)'];
  for (const outcome of [...earlierStages(), ...outcomes])
    lines.push(
      outcome.note
        ? `${outcome.name.padEnd(14)}     - ${outcome.note}`
        : `${outcome.name.padEnd(14)} ${outcome.seconds.toFixed(0).padStart(5)} s${outcome.ok ? '' : '  FAILED'}`,
    );
  lines.push(`${'npm test'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  lines.push('', '=== ten slowest test files (seconds, as the runner measured each file)');
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    lines.push(`${file.seconds.toFixed(1).padStart(7)}  ${file.stage.padEnd(13)} ${file.file}`);
  lines.push('', `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  console.log(lines.join('\n'));
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !ALL_STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${ALL_STAGES.map((stage) => stage.name).join(', ')}.`);
    process.exit(2);
  }
  const stages = wanted.length > 0 ? ALL_STAGES.filter((stage) => wanted.includes(stage.name)) : ALL_STAGES;
  mkdirSync(reports, { recursive: true });
  const started = Date.now();
  const outcomes: Outcome[] = [];
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  const files: FileTime[] = [];
  for (let index = 0; index < stages.length; index += 1) {
    const stage = stages[index]!;
    const beside = stages[index + 1]?.besidePrevious ? stages[index + 1] : undefined;
    const ran = await Promise.all(beside ? [runStage(stage, true), runStage(beside, true)] : [runStage(stage, false)]);
    if (beside) index += 1;
    for (const [position, outcome] of ran.entries()) {
      outcomes.push(outcome);
      readReport(position === 0 ? stage : beside!, counts, files);
    }
    if (ran.some((outcome) => !outcome.ok)) break;
  }
  summary(outcomes, counts, files, started);
  process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === stages.length ? 0 : 1);
}

await main();
