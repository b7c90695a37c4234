import type { MembershipBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { DB, MembershipsTable } from '../src/db/schema';
import { newId } from '../src/lib/ids';

/** A member as the newsletter tests need her: confirmed and allowing e-mail unless said otherwise. */
export interface MemberSpec {
  email: string;
  firstName?: string;
  interests: string[];
  locale?: 'en' | 'ml';
  vertical?: MembershipBody['vertical'];
  jobFunction?: MembershipBody['jobFunction'];
  confirmed?: boolean;
  emailPermission?: boolean;
}

/** Stores members directly (the membership form's rows), in pages of 500; returns their ids by address. */
export async function seedMembers(db: Kysely<DB>, specs: MemberSpec[], now = '2026-11-01T09:00:00.000Z'): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < specs.length; start += 500) {
    const rows = specs.slice(start, start + 500).map((spec): Insertable<MembershipsTable> => {
      const id = newId();
      ids.set(spec.email, id);
      return {
        id,
        first_name: spec.firstName ?? spec.email.split('@')[0]!.split('.')[0]!,
        last_name: 'Member',
        email: spec.email,
        job_function: spec.jobFunction ?? 'engineer',
        vertical: spec.vertical ?? 'tech',
        interests: JSON.stringify(spec.interests),
        hear_about: 'friend',
        email_permission: spec.emailPermission === false ? 0 : 1,
        confirmed_at: spec.confirmed === false ? null : now,
        locale: spec.locale ?? 'en',
        created_at: now,
      };
    });
    await db.insertInto('memberships').values(rows).execute();
  }
  return ids;
}

/** `count` confirmed members who chose events, addresses member-<n>@example.org; every third in Malayalam. */
export function manyMembers(count: number): MemberSpec[] {
  return Array.from({ length: count }, (_, n) => ({
    email: `member-${n}@example.org`,
    interests: ['events'],
    locale: n % 3 === 0 ? 'ml' : 'en',
  }));
}

/** A newsletter as the staff API takes it. */
export function newsletterBody(overrides: Record<string, unknown> = {}) {
  return {
    subject: 'Workshop on pricing, 12 December',
    preheader: 'Seats are limited: register by Friday',
    body: '# Pricing your work\n\nJoin us in Kochi for an evening on **pricing**. [Register here](/events).\n\n![The hall](/uploads/abc123.webp)',
    topics: ['events'],
    ml: {
      subject: 'വിലനിർണ്ണയ ശിൽപ്പശാല, ഡിസംബർ 12',
      preheader: 'സീറ്റുകൾ പരിമിതം',
      body: '# നിങ്ങളുടെ ജോലിക്ക് വില നിശ്ചയിക്കൽ\n\nകൊച്ചിയിൽ ഒരു സായാഹ്നം.',
    },
    ...overrides,
  };
}

/** The app's newsletter pass until nothing more is sent (or `limit` passes). */
export async function sendAll(app: FastifyInstance, limit = 20) {
  let total = 0;
  for (let pass = 0; pass < limit; pass += 1) {
    const report = await app.newsletterSender.runPass();
    total += report.sent + report.failed + report.skipped;
    if (report.sent + report.failed + report.retried + report.skipped + report.prepared === 0) return total;
  }
  return total;
}
