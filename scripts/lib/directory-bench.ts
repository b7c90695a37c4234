/**
 * The member directory's search (issue 42), in-process against a fresh SQLite database: 10 000
 * listed members with made-up names, companies, cities and tags, their search columns made by the
 * directory's own `listingValuesOf` (what a real save writes), then searches as a signed-in member
 * makes them (a word, a tag, a city, a word within a vertical), each timed through the service, and
 * printed with its p50 and p99 beside issue 42's budget: p99 under 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DirectoryQuery, ListingBody } from '@wfc/shared';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId } from '../../server/src/lib/ids';
import { listingValuesOf, searchDirectory } from '../../server/src/features/member-directory/directory.service';

const FIRST = [
  'Anjali',
  'Priya',
  'Lakshmi',
  'Meera',
  'Divya',
  'Sneha',
  'Aishwarya',
  'Fathima',
  'Reshma',
  'Neha',
  'Sara',
  'Gayathri',
  'Nisha',
  'Revathi',
  'Sruthi',
  'Ammu',
  'Jisha',
  'Keerthi',
  'Parvathy',
  'Zainab',
];
const LAST = [
  'Nair',
  'Menon',
  'Pillai',
  'Varghese',
  'Thomas',
  'Kurian',
  'Joseph',
  'Das',
  'Iyer',
  'Rahman',
  'Mathew',
  'Krishnan',
  'Babu',
  'George',
  'Panicker',
];
const COMPANY_A = [
  'Kayal',
  'Malabar',
  'Periyar',
  'Green',
  'Spice',
  'Coir',
  'Lotus',
  'Monsoon',
  'Backwater',
  'Tusker',
  'Jackfruit',
  'Sahya',
];
const COMPANY_B = ['Foods', 'Labs', 'Studio', 'Health', 'Learning', 'Crafts', 'Analytics', 'Textiles', 'Ventures', 'Organics'];
const ROLES = ['Founder', 'Co-founder', 'CEO', 'CTO', 'Designer', 'Director'];
const CITIES = [
  'Kochi',
  'Thiruvananthapuram',
  'Kozhikode',
  'Thrissur',
  'Kannur',
  'Kollam',
  'Palakkad',
  'Alappuzha',
  'Kottayam',
  'Malappuram',
  'Bengaluru',
  'Dubai',
];
const VERTICALS = ['tech', 'health', 'finance', 'education', 'retail'] as const;
const TAGS = [
  'marketing',
  'fundraising',
  'exports',
  'hiring',
  'design',
  'legal',
  'accounting',
  'logistics',
  'sales',
  'branding',
  'ecommerce',
  'mentoring',
  'pricing',
  'packaging',
  'product',
  'software',
  'tourism',
  'ayurveda',
  'handloom',
  'retail',
];
const HELP = [
  'I can help with export paperwork and finding buyers abroad',
  'Happy to review pitch decks before investor meetings',
  'I know the food safety licences well',
  'Ask me about hiring your first engineers',
  'I can share what worked for our online shop',
];
const LOOKING = [
  'Looking for a co-founder who loves sales',
  'Looking for a mentor in retail',
  'We need a designer for packaging',
  'Looking for angel investors in Kerala',
  'Looking for a manufacturing partner',
];

/** A small deterministic generator, so every run lists the same members. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return { pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, chance: (p: number) => next() < p };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function directoryBenchLines(quick: boolean): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wfc-directory-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'directory-bench-secret-of-at-least-thirty-two-bytes',
    PUBLIC_URL: 'https://club.example.org',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, {
    background: false,
    announce: () => undefined,
    logStream: new Writable({ write: (_c, _e, done) => done() }),
  });
  const lines: string[] = [
    '| directory search (issue 42, SQLite, in-process, 10 000 listed) | searches | p50 ms | p99 ms | budget |',
    '|---|---|---|---|---|',
  ];
  const say = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  try {
    const members = 10_000;
    const random = generator(42);
    const now = new Date();
    const started = performance.now();
    const BATCH = 500;
    for (let from = 0; from < members; from += BATCH) {
      await app.database.writeTransaction(async (trx) => {
        for (let i = from; i < Math.min(members, from + BATCH); i += 1) {
          const first = random.pick(FIRST);
          const last = random.pick(LAST);
          const membershipId = newId();
          await trx
            .insertInto('memberships')
            .values({
              id: membershipId,
              first_name: first,
              last_name: last,
              email: `member${i}@example.org`,
              job_function: 'management',
              vertical: random.pick(VERTICALS),
              interests: '[]',
              hear_about: 'friend',
              email_permission: 0,
              confirmed_at: now.toISOString(),
              unsubscribed_at: null,
              created_at: now.toISOString(),
            })
            .execute();
          const shown = (['companyRole', 'verticalCity', 'canHelp', 'lookingFor'] as const).filter(() => random.chance(0.85));
          const tags = (count: number) => Array.from({ length: count }, () => random.pick(TAGS));
          // The very columns a save writes (listingValuesOf), inserted in batches so seeding takes seconds.
          const { values, tags: tagRows } = listingValuesOf(
            ListingBody.parse({
              listed: true,
              name: `${first} ${last}`,
              company: `${random.pick(COMPANY_A)} ${random.pick(COMPANY_B)}`,
              role: random.pick(ROLES),
              vertical: random.pick(VERTICALS),
              city: random.pick(CITIES),
              canHelp: random.pick(HELP),
              canHelpTags: tags(3),
              lookingFor: random.pick(LOOKING),
              lookingForTags: tags(2),
              shown,
            }),
            now,
          );
          const listingId = newId();
          await trx
            .insertInto('directory_listings')
            .values({ ...values, id: listingId, membership_id: membershipId, created_at: now.toISOString() })
            .execute();
          if (tagRows.length > 0)
            await trx
              .insertInto('directory_listing_tags')
              .values(tagRows.map((tag) => ({ listing_id: listingId, ...tag })))
              .execute();
        }
      });
    }
    process.stdout.write(`listed ${members} members in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    const viewer = 'member0@example.org';
    const searches: [string, Record<string, string>][] = [
      ['a word (q=menon)', { q: 'menon' }],
      ['a rare word (q=manufacturing)', { q: 'manufacturing' }],
      ['a tag (tag=handloom)', { tag: 'handloom' }],
      ['a city (city=Kannur)', { city: 'Kannur' }],
      ['a word and a vertical (q=export, vertical=retail)', { q: 'export', vertical: 'retail' }],
      ['no match (q=zzzz)', { q: 'zzzz' }],
    ];
    const runs = quick ? 100 : 300;
    for (const [label, query] of searches) {
      const parsed = DirectoryQuery.parse(query);
      for (let i = 0; i < 50; i += 1) await searchDirectory(app.database, viewer, parsed);
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const start = performance.now();
        await searchDirectory(app.database, viewer, parsed);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      say(
        `| ${label} | ${runs} | ${percentile(times, 50).toFixed(2)} | ${p99.toFixed(2)} | p99 under 50 ms: ${p99 < 50 ? 'met' : 'NOT met'} |`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
