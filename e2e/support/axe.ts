import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A/AA plus axe's best practices (landmarks, one h1, heading order...). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeScanOptions {
  /** CSS selectors left out of the scan (e.g. a third-party canvas); say why at the call site. */
  exclude?: string[];
  /** Rule ids switched off for this scan; say why at the call site. */
  disableRules?: string[];
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(v: Violation): string {
  const targets = v.nodes
    .slice(0, 5)
    .map((n) => `      ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
  const more = v.nodes.length > 5 ? [`      ... and ${v.nodes.length - 5} more`] : [];
  return [`  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets, ...more].join(
    '\n',
  );
}

/**
 * Runs axe on every page a test visits. Page objects call `check()` once their page is ready;
 * at the end of the test the fixture scans the last page too if nobody did. Violations fail the
 * test (soft, so one test reports every page it saw).
 */
export class A11y {
  private scanned = new Set<string>();
  readonly reports: { url: string; violations: string[] }[] = [];

  constructor(private readonly page: Page) {}

  private async key(): Promise<string> {
    const lang = await this.page.evaluate(() => document.documentElement.lang).catch(() => '');
    return `${this.page.url()}|${lang}`;
  }

  /**
   * Waits (at most `timeout` ms) until the page has settled: loaded, nothing marked busy and the
   * main region's h1 shown. The end-of-test scan may come right after a navigation (a logout, a
   * redirect) and would otherwise judge a half-mounted remote. Never throws: an unsettled page is
   * scanned as it is, so a page that never settles still fails on what axe finds.
   */
  async settle(timeout = 10_000): Promise<void> {
    await this.page
      .waitForFunction(
        () =>
          document.readyState === 'complete' &&
          !document.querySelector('[aria-busy="true"]') &&
          !!document.querySelector('main h1'),
        undefined,
        { timeout },
      )
      .catch(() => undefined);
  }

  /** Was the page, in its current URL and language, already scanned? */
  async isScanned(): Promise<boolean> {
    return this.scanned.has(await this.key());
  }

  async check(options: AxeScanOptions = {}): Promise<void> {
    const key = await this.key();
    if (this.scanned.has(key) && !options.exclude && !options.disableRules) return;
    this.scanned.add(key);
    let builder = new AxeBuilder({ page: this.page }).withTags(AXE_TAGS);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
    const { violations } = await builder.analyze();
    const lines = violations.map(describe);
    this.reports.push({ url: this.page.url(), violations: lines });
    expect
      .soft(
        lines,
        `axe found ${violations.length} violation(s) on ${this.page.url()}:\n${lines.join('\n')}`,
      )
      .toEqual([]);
  }
}
