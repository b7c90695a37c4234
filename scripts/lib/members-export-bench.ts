/**
 * The bench's members export row (issue 14): members added straight into the bench server's
 * database, then GET /api/members/export read to the end over HTTP, timing it and sampling the
 * server process's resident memory (Linux /proc) every 20 ms. Flat memory means the peak above the
 * resident size before the export stays about the same whether the export has 10 000 or 100 000 rows.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { jobFunctionOptions, valuesOf, verticalOptions } from '@wfc/shared';
import type { Database } from '../../server/src/db/database';

export interface ExportBenchResult {
  members: number;
  seconds: number;
  megabytes: number;
  /** Resident memory of the server before the export and at its peak during it, in MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** The process's resident set size in MB, from /proc (0 where there is none). */
function residentMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

const jobs = valuesOf(jobFunctionOptions);
const verticals = valuesOf(verticalOptions);

/** Adds `count` members (from number `start`) in batches. */
export async function addMembers(database: Database, count: number, start: number): Promise<void> {
  const batch = 500;
  const now = Date.now();
  for (let done = 0; done < count; done += batch) {
    const rows = Array.from({ length: Math.min(batch, count - done) }, (_, i) => {
      const n = start + done + i;
      const created = new Date(now - n * 1000).toISOString();
      return {
        id: randomUUID(),
        first_name: `Member${n}`,
        last_name: n % 7 === 0 ? '=cmd|calc' : `Surname ${n}, Kochi`,
        email: `member${n}@example.org`,
        job_function: jobs[n % jobs.length]!,
        vertical: verticals[n % verticals.length]!,
        interests: '["network","mentor"]',
        hear_about: 'friend' as const,
        email_permission: n % 3 === 0 ? 0 : 1,
        confirmed_at: n % 2 === 0 ? created : null,
        created_at: created,
      };
    });
    await database.writeTransaction((trx) => trx.insertInto('memberships').values(rows).execute());
  }
}

/** Exports every member of the server once, reading the stream to its end. */
export async function measureExport(
  serverUrl: string,
  pid: number,
  auth: Record<string, string>,
  members: number,
): Promise<ExportBenchResult> {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBeforeMb = residentMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, residentMb(pid))), 20);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(`${serverUrl}/api/members/export`, { headers: auth });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  return { members, seconds: (performance.now() - started) / 1000, megabytes: bytes / 1024 / 1024, rssBeforeMb, rssPeakMb };
}
