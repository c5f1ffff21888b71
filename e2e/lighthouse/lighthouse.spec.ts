import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCREENSHOTS_DIR } from '../tests/screenshots.js';

/**
 * Issue 18's bar, with Lighthouse's own mobile preset (a mid-range phone on a slow 4G line, simulated):
 * performance at least 90, accessibility, best practices and SEO 100, layout shift at most 0.05, on the
 * home page, a listing and a product page. Performance is scored on the median of five runs (as
 * Lighthouse CI does: one run varies with whatever else the machine does); the other categories and
 * the layout shift must hold in every run. The scores go to lighthouse.md beside the screenshots
 * (tests/screenshots.ts) and to the console. `npm test` runs it after the e2e suite, alone on the machine
 * (`npm run lighthouse -w e2e` runs it by itself).
 *
 * The phone is the same on every host. Lighthouse's simulated CPU slowdown is relative to the machine it
 * runs on: its fixed 4× turns a host with a BenchmarkIndex of about 1,500 into the mid-tier phone, and turned
 * hosts of this one machine kind (indexes seen from about 700 to 2,900) into phones several times apart
 * (medians 73-79 on one, 96-97 on another, same build). So the slowdown is calibrated from the host's
 * BenchmarkIndex with the Lighthouse team's own calculator (`calibratedSlowdown`): the emulated phone stays
 * the one the 4× preset means, whatever the host. Each run is calibrated on the index Lighthouse measured in
 * that same run, seconds before the page loaded: one host's index moved from 1,884 to 2,890 between runs an
 * hour apart, and an index taken once, before fifteen runs, scored them all on whatever the host was doing then.
 * The simulated throttling applies nothing while the page loads (Lighthouse only scales the recorded work
 * afterwards), so the run is recorded first and scored at its own slowdown after (`measure`).
 */
const RUNS = 5;
const MIN_PERFORMANCE = 90;
const MAX_LAYOUT_SHIFT = 0.05;
/** A run Lighthouse itself could not complete (its trace lost the navigation) is tried again this often. */
const ATTEMPTS_PER_RUN = 3;

/**
 * The Lighthouse team's CPU-throttling calculator (lighthouse-cpu-throttling-calculator, linked from
 * Lighthouse's docs/throttling.md "Calibrating the CPU slowdown"): the slowdown that makes a host of this
 * BenchmarkIndex behave like the mid-tier phone of the mobile preset; 4× at an index of 1,533.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(`BenchmarkIndex ${benchmarkIndex}: this host is too slow to emulate the mid-tier phone`);
}

/**
 * Whether the host has a font with the manat sign (₼, in every price), as the emulated phone has (Android's
 * Roboto). Without one, Chromium searches each font of the page's stack and then the system's for it, at
 * every size and weight the page uses: 40-60 ms more of the first layout on this machine kind (traced:
 * 106 font lookups instead of 42), which the simulation then scales as if the phone did it. `.ci/run`
 * installs Debian's Roboto when no font has the sign.
 */
function hostDrawsTheManatSign(): boolean {
  try {
    return execFileSync('fc-list', [':charset=20bc', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/**
 * The phone's fonts for the browser Lighthouse drives: on Android `system-ui` and `sans-serif` are Roboto,
 * the first family of the shop's stack a phone has. On a Debian host fontconfig answers DejaVu Sans for both,
 * which has no manat sign (₼), so every price's text falls back to a second family, and the first layout
 * sets up glyphs of both at each size and weight: 65-90 ms of layout on a product page instead of 55-70
 * here (2026-12-07), which Lighthouse then scales as the phone's work. A fontconfig file that includes the
 * host's own and prefers Roboto for the two generic names gives the host the phone's choice; only this
 * browser reads it (FONTCONFIG_FILE in its environment).
 */
function phoneFontConfig(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-fonts-'));
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      ...['system-ui', 'sans-serif'].map((name) => `  <alias binding="strong"><family>${name}</family><prefer><family>Roboto</family></prefer></alias>`),
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Run {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** What moved, when the page's layout shifted: Lighthouse's own account, for the report. */
  shifts: string[];
  /** Audits of the categories that must score 100 that did not pass, with what they found. */
  failedAudits: string[];
  benchmarkIndex: number;
  /** The CPU slowdown the run was scored at, from its BenchmarkIndex. */
  slowdown: number;
}

/**
 * The browser: Chromium's headless shell where installed (Debian's `chromium-headless-shell`, which .ci/run
 * installs and the e2e specs run in), else the full browser. The page's renderer is the same Blink in both;
 * the shell has no browser window, toolbar or WebUI renderers. On a host of two cores the full browser's
 * own work during a page load took the cores the page's main thread needed, and Lighthouse then scaled the
 * page's tasks, stretched by waiting, as the phone's work: traced on this machine kind (2026-12-08), the
 * first 700 ms of a listing's load kept the cores busy 1,330-1,530 ms in the full browser (its browser
 * thread 270-320 ms, a WebUI renderer 60 ms) and 1,120 ms in the shell (browser thread 140-160 ms), and the
 * page's own main thread measured 380-400 ms against 300-320.
 */
const chromePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));
// Headless (the shell is nothing else), and quiet: this machine's closed network refuses Chromium's own
// background connections.
const CHROME_FLAGS = [
  ...(chromePath?.endsWith('headless-shell') ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Lighthouse's mobile preset at this CPU slowdown. */
const presetAt = (cpuSlowdownMultiplier: number) => ({
  extends: 'lighthouse:default' as const,
  settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } },
});

/**
 * One run: Lighthouse records the page load (and measures the host's BenchmarkIndex just before it), then
 * scores the recording at the slowdown that index calls for. The recording is the same whatever slowdown
 * the settings name (simulated throttling only scales it when scoring), so the settings saved with it are
 * given the calibrated one, which Lighthouse requires to match those it scores with.
 */
async function measure(url: string, port: number): Promise<Run> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
  for (let attempt = 1; ; attempt++) {
    const recording = mkdtempSync(path.join(tmpdir(), 'lighthouse-run-'));
    let result: Awaited<ReturnType<typeof lighthouse>>;
    let slowdown: number;
    try {
      await lighthouse(url, { ...flags, gatherMode: recording }, presetAt(1));
      const artifactsFile = path.join(recording, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as {
        BenchmarkIndex: number;
        settings: { throttling: { cpuSlowdownMultiplier: number } };
      };
      slowdown = calibratedSlowdown(artifacts.BenchmarkIndex);
      artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      result = await lighthouse(url, { ...flags, auditMode: recording }, presetAt(slowdown));
    } finally {
      rmSync(recording, { recursive: true, force: true });
    }
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndex: metric('speed-index'),
        shifts: layoutShifts(lhr.audits['layout-shifts']?.details),
        failedAudits: failedAudits(lhr),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        slowdown,
      };
    }
    if (attempt >= ATTEMPTS_PER_RUN) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

/** Every audit of accessibility, best practices and SEO that did not pass, with a few of its findings. */
function failedAudits(lhr: Result): string[] {
  return (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const items = (lhr.audits[ref.id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
        return `${category}: ${ref.id} ${JSON.stringify(items.slice(0, 3)).slice(0, 400)}`;
      }),
  );
}

/** The elements Lighthouse saw shift, with their share of the score. */
function layoutShifts(details: unknown): string[] {
  const items = (details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [];
  return items.map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`.trim());
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (label: string, run: Run) =>
  `| ${label} | ${CATEGORIES.map((id) => run.scores[id]).join(' | ')} | ${seconds(run.fcp)} | ${seconds(run.lcp)} | ${Math.round(run.tbt)} ms | ${run.cls.toFixed(3)} | ${seconds(run.speedIndex)} | ${Math.round(run.benchmarkIndex)} | ${run.slowdown.toFixed(2)}× |`;

test('the storefront scores at least 90 for performance and 100 for the rest on a phone', async ({ request, baseURL }) => {
  expect(hostDrawsTheManatSign(), 'a font with the manat sign ₼, as the phone has: apt-get install fonts-roboto-unhinted (.ci/run does)').toBe(true);
  const { data } = (await (await request.post('/graphql', { data: { query: '{ products(page: 1, pageSize: 1) { items { id } } }' } })).json()) as {
    data: { products: { items: { id: string }[] } };
  };
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Listing (laptops)', path: '/products/noutbuklar' },
    { name: 'Product detail', path: `/details/${data.products.items[0].id}` },
  ];

  const fontConfig = phoneFontConfig();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, envVars: { ...process.env, FONTCONFIG_FILE: fontConfig } });
  const report: string[] = [
    '# Lighthouse on the storefront',
    '',
    "Lighthouse 12, mobile preset (simulated slow 4G; each run's CPU slowdown calibrated from the BenchmarkIndex Lighthouse",
    `measured in that run, to the preset's mid-tier phone), ${chromePath ?? "Chrome Launcher's Chromium"}; ${RUNS} runs per page, written by`,
    '`e2e/lighthouse/lighthouse.spec.ts` (`npm run lighthouse -w e2e`). Performance counts by the median run.',
    '',
    '| Page / run | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | BenchmarkIndex | CPU slowdown |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const shifted: string[] = [];
  const failed: string[] = [];
  try {
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(new URL(page.path, baseURL).href, chrome.port));
      const representative = median(runs);
      runs.forEach((run, i) => report.push(row(`${page.name}, run ${i + 1}`, run)));
      shifted.push(...runs.flatMap((run, i) => run.shifts.map((shift) => `- ${page.name}, run ${i + 1}: ${shift}`)));
      failed.push(...runs.flatMap((run, i) => run.failedAudits.map((audit) => `- ${page.name}, run ${i + 1}: ${audit}`)));
      report.push(row(`**${page.name}, median**`, representative));
      console.log(
        `${page.name}: ${CATEGORIES.map((id) => `${id} ${representative.scores[id]}`).join(', ')}; runs ${runs.map((r) => r.scores.performance).join('/')}`,
      );

      expect.soft(representative.scores.performance, `${page.name}: performance (median of ${RUNS})`).toBeGreaterThanOrEqual(MIN_PERFORMANCE);
      for (const run of runs) {
        for (const id of ['accessibility', 'best-practices', 'seo'] as const) expect.soft(run.scores[id], `${page.name}: ${id}`).toBe(100);
        expect.soft(run.cls, `${page.name}: cumulative layout shift`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      }
    }
  } finally {
    chrome.kill();
    rmSync(path.dirname(fontConfig), { recursive: true, force: true });
    if (shifted.length > 0) report.push('', 'Layout shifts (score, element):', '', ...shifted.map((line) => line.replaceAll('|', '\\|')));
    if (failed.length > 0) report.push('', 'Audits that did not pass:', '', ...failed.map((line) => line.replaceAll('|', '\\|')));
    report.push('', `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`, '');
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    writeFileSync(path.join(SCREENSHOTS_DIR, 'lighthouse.md'), report.join('\n'));
    console.log(report.join('\n'));
  }
});
