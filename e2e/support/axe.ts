import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels Bakrom meets: 2.0, 2.1 and 2.2, A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core that @axe-core/playwright ships. Its AxeBuilder injects axe again for every run and
 * finishes each run in a new page, a second or more each time; the sweep over every screen runs axe
 * a few hundred times, so axe is put into a page once per document and run there directly.
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = fs.readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

interface AxeOptions {
  /** axe rules still marked experimental to run as well, e.g. 'label-content-name-mismatch' (WCAG 2.5.3). */
  experimentalRules?: string[];
}

/**
 * Waits until no CSS transition or animation has run for five frames in a row (a dialog fading in, a
 * drawer sliding; one that starts a frame after it was mounted included): axe measures colours as
 * drawn, and a half-opaque dialog fails the contrast check that the opened one passes.
 */
async function animationsFinished(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 5000;
        let quietFrames = 0;
        const frame = () => {
          const running = document.getAnimations().some((animation) => animation.playState === 'running');
          quietFrames = running ? 0 : quietFrames + 1;
          if (quietFrames >= 5 || performance.now() > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

async function runAxe(page: Page, experimentalRules: string[]): Promise<Violation[]> {
  await animationsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, extra }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
        // Details of the violations only: much less to gather and send back.
        resultTypes: ['violations'],
      });
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { tags: AXE_TAGS, extra: experimentalRules },
  );
}

/**
 * Runs axe on the page as it is now and fails (softly, so a sweep over many screens reports every
 * failing screen in one run), printing the rule, target and help text of each violation.
 */
export async function expectNoAxeViolations(page: Page, label: string, { experimentalRules = [] }: AxeOptions = {}) {
  const violations = await runAxe(page, experimentalRules);
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? '?'}): ${node.target.join(' ')} - ${violation.help}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`,
    ),
  );
  if (lines.length > 0) console.log(`axe on ${label}: ${lines.length} failing nodes\n  ${lines.join('\n  ')}`);
  expect.soft(lines, `axe violations on ${label}`).toEqual([]);
}
