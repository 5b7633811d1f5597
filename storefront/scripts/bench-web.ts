/**
 * `npm run bench:web`: loads the built storefront's home, search and a villa page in headless
 * Chromium with the CPU slowed 4x and Lighthouse's slow-4G profile (150 ms RTT, 1.6 Mbps down,
 * 750 kbps up), and prints LCP, CLS and the bytes transferred per page (the median of
 * BENCH_WEB_RUNS cold loads, 5 by default) and the machine's load average before and after (on a
 * shared machine other work slows the throttled CPU further). Starts the whole stack on free ports
 * like the E2E run, or measures BENCH_WEB_URL. Writes storefront/bench/web-results.json.
 * Targets (docs/benchmarks.md, "Web"): LCP <= 2.5 s and CLS <= 0.05.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '@islandstay/web-common/test-support/e2e/browser';
import { startStack, type RunningStack } from '@islandstay/web-common/test-support/e2e/stack';

const CPU_SLOWDOWN = 4;
/** Lighthouse's "slow 4G" (its mobile default), as DevTools protocol throughput in bytes per second. */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TARGETS = { lcpMs: 2500, cls: 0.05 };
const VIEWPORT = { width: 412, height: 823 };

const resultsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'web-results.json');
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));

interface Sample {
  lcpMs: number;
  cls: number;
  transferredBytes: number;
  requests: number;
}

/** One cold load in a fresh context: throttled, then LCP and CLS read from buffered performance entries. */
async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Cold already: a new context starts with an empty cache. Not `Network.setCacheDisabled`, which
  // also stops a page reusing what it preloaded itself (a first visit's browser does reuse it).
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let transferredBytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferredBytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
  // Late images and fonts may still paint or shift: a quiet moment before reading the entries.
  await page.waitForTimeout(2_000);
  const metrics = await page.evaluate(
    () =>
      new Promise<{ lcpMs: number; cls: number }>((resolve) => {
        let lcpMs = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcpMs = Math.max(lcpMs, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in a task of their own.
        setTimeout(() => resolve({ lcpMs, cls }), 100);
      }),
  );
  await context.close();
  return { ...metrics, transferredBytes, requests };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  let stack: RunningStack | undefined;
  const base = process.env.BENCH_WEB_URL?.replace(/\/$/, '') ?? (stack = await startStack({ label: 'bench-web', logLevel: 'warn' })).url;
  let browser: Browser | undefined;
  try {
    const villas = (await (await fetch(`${base}/api/villas?limit=1`)).json()) as { data: { slug: string }[] };
    const villa = villas.data[0];
    if (!villa) throw new Error(`${base} lists no villa to measure`);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'search', path: '/search' },
      { name: 'villa', path: `/villa/${encodeURIComponent(villa.slug)}` },
    ];
    browser = await launchBrowser();
    const loadBefore = loadAverage();
    const results = [];
    for (const page of pages) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, `${base}${page.path}`));
      const result = {
        ...page,
        lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
        cls: Number(median(samples.map((s) => s.cls)).toFixed(4)),
        transferredBytes: median(samples.map((s) => s.transferredBytes)),
        requests: median(samples.map((s) => s.requests)),
        samples,
      };
      results.push(result);
      console.log(`${page.name}: LCP ${result.lcpMs} ms, CLS ${result.cls}, ${(result.transferredBytes / 1024).toFixed(1)} KB in ${result.requests} requests`);
    }

    const load = { before: loadBefore, after: loadAverage() };
    const rows = results.map((r) => {
      const ok = r.lcpMs <= TARGETS.lcpMs && r.cls <= TARGETS.cls;
      return `| ${r.name} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${(r.transferredBytes / 1024).toFixed(1)} | ${r.requests} | ${ok ? 'met' : 'MISSED'} |`;
    });
    console.log(
      [
        '',
        `Storefront, ${runs} cold load(s) per page (median), CPU ${CPU_SLOWDOWN}x slower, slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), ${VIEWPORT.width}x${VIEWPORT.height}:`,
        `load average (1, 5, 15 min) ${load.before} before, ${load.after} after, on ${os.cpus().length} CPUs`,
        '',
        '| page | LCP s | CLS | transferred KB | requests | target (LCP <= 2.5 s, CLS <= 0.05) |',
        '|---|---|---|---|---|---|',
        ...rows,
        '',
      ].join('\n'),
    );
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(
      resultsFile,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), base, runs, load, profile: { cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G, viewport: VIEWPORT }, targets: TARGETS, pages: results }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    await browser?.close();
    await stack?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
