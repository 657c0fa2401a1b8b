import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it stands (or only inside `include`, a CSS
 * selector), each named with `where`, its rule and its elements. The one copy every spec uses.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  options: { include?: string } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.help}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the test with every serious or critical finding (see seriousViolations). */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  options: { include?: string } = {},
): Promise<void> {
  expect(await seriousViolations(page, where, options)).toEqual([]);
}
