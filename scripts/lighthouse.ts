/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset) in Debian's Chromium against the production
 * build of the public pages, beside a baseline: a bare node:http server answering a minimal,
 * accessible HTML page (the best this machine and browser can score).
 */
import { createServer } from 'node:http';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { samplePost } from './lib/sample-post';
import { freePort, startServer } from './lib/server-process';

// Every public page, in English and in Malayalam (issue 39 asks for both languages of each).
const englishPages = [
  '/',
  '/allenablers',
  '/events',
  '/membership',
  '/resources',
  '/resources/blog',
  `/resources/blog/${samplePost.slug}`,
  '/podcast',
  '/webinars',
  '/login',
];
const allPages = [...englishPages, ...englishPages.map((page) => (page === '/' ? '/ml' : `/ml${page}`))];
// `npm run lighthouse -- /allenablers` audits only the pages named.
const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = named.length ? named : allPages;
// Each page is audited this many times and its median run (by performance score) is printed, with
// the range beside it: one run's blocking time moves by 100 ms and more on this machine.
// `-- --runs=1` for a quick look.
const runs = Math.max(1, Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3) || 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const baselineHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A minimal page for comparison."></head><body><main><h1>Baseline</h1><p>A minimal page served by node:http.</p></main></body></html>`;

async function startBaseline() {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(baselineHtml);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function audit(chrome: chromeLauncher.LaunchedChrome, url: string) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '',
    tbt: audits['total-blocking-time']?.displayValue ?? '',
    cls: audits['cumulative-layout-shift']?.displayValue ?? '',
    runtimeError: result.lhr.runtimeError !== undefined,
    // Why a page has no scores at all (e.g. NO_FCP), or which audits could not run.
    problems: [
      ...(result.lhr.runtimeError ? [`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`] : []),
      ...Object.values(audits)
        .filter((a) => a.scoreDisplayMode === 'error')
        .map((a) => `${a.id}: ${a.errorMessage ?? 'error'}`),
    ],
    // What moved, when anything did: the layout-shifts audit's elements and their share of the CLS.
    shifts: (
      (audits['layout-shifts']?.details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined)
        ?.items ?? []
    ).map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`),
    // Where the blocking time comes from: each task over 50 ms (simulated, as TBT counts it) and its script.
    longTasks: (
      (audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? []
    ).map(
      (item) =>
        `${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ms (${(item.url ?? '?').replace(/^https?:\/\/[^/]+/, '')})`,
    ),
    failing: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id),
  };
}

const ADMIN = { email: 'lighthouse-admin@wfc.test', password: 'lighthouse-admin-password-1' };

/** Writes the sample post through the admin's API: the seed's posts all link elsewhere. */
async function writeSamplePost(url: string) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${url}/api/admin/content/blog`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify(samplePost),
  });
  if (created.status !== 201) throw new Error(`The sample post could not be written: ${created.status} ${await created.text()}`);
}

const server = await startServer({
  env: { RATE_LIMIT_FORMS_PER_MINUTE: '1000000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
await writeSamplePost(server.url);
const baseline = await startBaseline();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
type Audit = Awaited<ReturnType<typeof audit>>;
const rows: ({ page: string; range: string } & Audit)[] = [];

/** The page's median run of `runs`, by performance score, and the scores' range. */
async function medianAudit(page: string, url: string) {
  const audits: Audit[] = [];
  for (let run = 0; run < runs; run += 1) audits.push(await audit(chrome, url));
  // A run Lighthouse could not measure (NO_NAVSTART, now and then) has no scores: it is counted, not ranked.
  const measured = audits.filter((result) => !result.runtimeError).sort((a, b) => a.performance - b.performance);
  const failed = audits.length - measured.length;
  const range = [
    measured.length > 1 ? `${measured[0]!.performance}–${measured[measured.length - 1]!.performance}` : '',
    failed ? `${failed} run${failed === 1 ? '' : 's'} not measured` : '',
  ]
    .filter(Boolean)
    .join(', ');
  rows.push({ page, range, ...(measured[Math.floor(measured.length / 2)] ?? audits[0]!) });
}

try {
  await medianAudit('baseline (bare node:http page)', baseline.url);
  for (const page of pages) await medianAudit(page, server.url + page);
} finally {
  await chrome.kill();
  await baseline.stop();
  await server.stop();
  server.cleanUp();
}

const lines = [
  `Lighthouse 12 (mobile preset, simulated throttling), Chromium at ${chromePath}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${runs === 1 ? 'one run' : `the median of ${runs} runs`} a page`,
  '',
  '| page | performance | (range) | accessibility | best practices | SEO | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.range} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
for (const r of rows) if (r.failing.length) process.stdout.write(`\n${r.page}: audits below 0.9: ${r.failing.join(', ')}\n`);
for (const r of rows) if (r.longTasks.length) process.stdout.write(`\n${r.page}: long tasks: ${r.longTasks.join('; ')}\n`);
for (const r of rows) if (r.shifts.length) process.stdout.write(`\n${r.page}: layout shifts: ${r.shifts.join('; ')}\n`);
for (const r of rows) if (r.problems.length) process.stdout.write(`\n${r.page}: could not audit: ${r.problems.join('; ')}\n`);
