import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's scan of the page as it is now, injected through the browser's debugging protocol (an
 * inline script would break the app's Content-Security-Policy). Returns the serious and critical
 * violations, one line each with where they are.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
