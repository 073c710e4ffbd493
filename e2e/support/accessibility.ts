import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules of the axe-core this workspace lists, not the copy the Playwright wrapper brings: the wrapper's
 * newest releases need Node 22, axe-core's rules (label-in-name among them since 4.11) do not.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An axe run on the page with the current axe-core. */
export const axeOn = (page: Page) => new AxeBuilder({ page, axeSource: AXE_SOURCE });

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Minor and moderate findings are worth a look but do not block; these do. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
    return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
  });
  return [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${nodes.length} element(s))`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/**
 * Waits until CSS transitions and animations that end have ended, so that colour contrast is measured on
 * the page as the visitor sees it and not half-way through a fade-in. Infinite animations (spinners) are
 * ignored.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Runs axe-core on the page as it is now and fails, listing every offending element, when a rule of
 * impact 'serious' or 'critical' is violated.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await waitForAnimations(page);
  let builder = axeOn(page);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map(describeViolation).join('\n\n');
  // Compare the rule ids only: the report above already says everything, without axe's raw objects.
  expect(
    blocking.map((violation) => violation.id),
    `Accessibility violations on ${page.url()}:\n\n${report}\n`,
  ).toEqual([]);
}

/** WCAG 1.4.10 Reflow: at a phone's width the page must not need scrolling sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${clientWidth} px viewport`).toBeLessThanOrEqual(
    clientWidth,
  );
}
