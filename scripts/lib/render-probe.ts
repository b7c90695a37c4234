/**
 * Run by runtime-bench.ts in a child process whose NODE_ENV is the mode measured (React picks its
 * production or development build when first imported): an uncached render of the home page and
 * the render of one e-mail, each `rounds` times; prints one JSON line `{ page, mail }` of latency rows.
 */
import { samples, site } from '../../server/test/mail-samples';
import { renderMail } from '../../server/src/features/mail/render-mail';
import { measureUncachedRender, summarize } from './pages-bench';

const rounds = Number(process.argv[2] ?? 200);
const page = await measureUncachedRender('/', rounds);
for (let i = 0; i < 50; i += 1) renderMail('help-received', samples['help-received'], site);
const times: number[] = [];
for (let i = 0; i < rounds; i += 1) {
  const started = process.hrtime.bigint();
  renderMail('help-received', samples['help-received'], site);
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
process.stdout.write(`${JSON.stringify({ page, mail: summarize(times) })}\n`);
