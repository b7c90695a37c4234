import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingInput } from '@wfc/shared';
import { bearer, seedAccounts, tokenFor } from './accounts';
import { createTestApp, fixedClock, type TestApp } from './helpers';
import { signInMember, type MemberBrowser } from './member-session';
import { createMemoryLoginThrottle } from '../src/features/auth/login-throttle';

/**
 * Issue 42: no answer of any route carries what a member did not choose to show. Five members:
 * Anu listed with every part but her links (her website is typed, not shown); Bina saved a listing
 * and never listed it; Chitra listed and was hidden by the staff; Devi listed and blocked Esha;
 * Esha, listed, asks every route there is. Each one's secret words must be absent from every
 * answer Esha gets, and nobody's address but her own may appear in any of them.
 */

const members = {
  anu: { firstName: 'Anu', lastName: 'Varghese', email: 'anu.privacy@example.org' },
  bina: { firstName: 'Bina', lastName: 'Zzyzxmenon', email: 'bina.privacy@example.org' },
  chitra: { firstName: 'Chitra', lastName: 'Qwertynair', email: 'chitra.privacy@example.org' },
  devi: { firstName: 'Devi', lastName: 'Blockedkurup', email: 'devi.privacy@example.org' },
  esha: { firstName: 'Esha', lastName: 'Asker', email: 'esha.privacy@example.org' },
} as const;
type Who = keyof typeof members;

/** Words only a hidden part, an unlisted card, a hidden card or a blocking member holds. */
const SECRETS = ['Zzyzxmenon', 'BINA-HIDDEN-COMPANY', 'Qwertynair', 'Blockedkurup', 'anu-unshown-site', 'ANU-UNSHOWN-ROLE'];

function listingOf(who: Who, extra: Partial<ListingInput> = {}): ListingInput {
  const { firstName, lastName } = members[who];
  return {
    listed: true,
    name: `${firstName} ${lastName}`,
    company: `${firstName} Studio`,
    role: 'Founder',
    vertical: 'tech',
    city: 'Kochi',
    canHelp: `Subtitling workflows, from ${firstName}`,
    canHelpTags: ['subtitles'],
    lookingFor: 'A co-founder for a voice product',
    lookingForTags: ['voice'],
    textLocale: 'en',
    shown: ['companyRole', 'verticalCity', 'canHelp', 'lookingFor'],
    ...extra,
  };
}

describe('what the directory shares (issue 42)', () => {
  let t: TestApp;
  const browsers = {} as Record<Who, MemberBrowser>;
  const listingIds = {} as Record<Who, string>;
  let staffHeaders: Record<string, string> = {};

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        clock: fixedClock('2026-12-08T09:00:00.000Z'),
        answerFloor: async (work) => work(),
        memberSignInThrottle: createMemoryLoginThrottle(1000, 3600_000),
      },
    );
    for (const [who, person] of Object.entries(members) as [Who, (typeof members)[Who]][]) {
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/membership',
        payload: { ...person, jobFunction: 'management', vertical: 'tech', interests: [], hearAbout: 'friend' },
      });
      expect(joined.statusCode).toBeLessThan(300);
      browsers[who] = await signInMember(t.app, person.email);
    }
    const save = async (who: Who, listing: ListingInput) => {
      const saved = await inject('PUT', '/api/member/listing', browsers[who].headers, listing);
      expect(saved.statusCode, saved.body).toBe(200);
      listingIds[who] = (saved.json() as { listing: { listing: { id: string } } }).listing.listing.id;
    };
    await save(
      'anu',
      listingOf('anu', {
        website: 'https://anu-unshown-site.example.org',
        role: 'ANU-UNSHOWN-ROLE',
        shown: ['verticalCity', 'canHelp', 'lookingFor'],
      }),
    );
    await save('bina', listingOf('bina', { listed: false, company: 'BINA-HIDDEN-COMPANY' }));
    await save('chitra', listingOf('chitra'));
    await save('devi', listingOf('devi'));
    await save('esha', listingOf('esha'));

    const { operator } = await seedAccounts(t.app, {
      operator: { name: 'Olga Operator', email: 'olga.privacy@example.org', role: 'operator' },
    });
    staffHeaders = bearer(await tokenFor(t.app, operator));
    // Chitra's card is reported and hidden by the staff; Devi blocks Esha.
    // Anu reports it (a report is her own record: it names the card in her export, not in Esha's).
    const reported = await inject('POST', '/api/member/reports', browsers.anu.headers, {
      kind: 'card',
      listingId: listingIds.chitra,
      reason: 'Not a real founder',
    });
    expect(reported.statusCode).toBe(202);
    const reports = (await inject('GET', '/api/staff/directory/reports?status=open', staffHeaders)).json() as { _id: string }[];
    const hidden = await inject('POST', `/api/staff/directory/reports/${reports[0]!._id}/hide`, staffHeaders, {
      reason: 'Please add what you do',
    });
    expect(hidden.statusCode).toBe(200);
    const blocked = await inject('POST', '/api/member/blocks', browsers.devi.headers, { listingId: listingIds.esha });
    expect(blocked.statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  /** Every answer Esha can get from the directory's routes, with the ids of all five members' cards. */
  async function everyAnswerOfEsha(): Promise<{ route: string; status: number; body: string }[]> {
    const headers = browsers.esha.headers;
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/member/directory'],
      ['GET', '/api/member/directory?limit=200'],
      ...['zzyzx', 'qwerty', 'blockedkurup', 'hidden', 'unshown', 'kochi', 'studio', 'founder'].map(
        (q) => ['GET', `/api/member/directory?q=${q}`] as ['GET', string],
      ),
      ['GET', '/api/member/directory?tag=subtitles'],
      ['GET', '/api/member/directory?city=kochi'],
      ['GET', '/api/member/directory?vertical=tech'],
      ['GET', '/api/member/directory/filters'],
      ['GET', '/api/member/listing'],
      ['GET', '/api/member/introductions'],
      ['GET', '/api/member/blocks'],
      ['GET', '/api/member/export'],
      ['GET', '/api/member/me'],
    ];
    for (const who of Object.keys(members) as Who[]) {
      calls.push(['GET', `/api/member/directory/${listingIds[who]}`]);
      calls.push(['POST', '/api/member/introductions', { to: listingIds[who], note: 'Would love to compare notes on subtitling.' }]);
      calls.push(['POST', '/api/member/reports', { kind: 'card', listingId: listingIds[who], reason: 'Checking' }]);
    }
    const answers = [];
    for (const [method, url, payload] of calls) {
      const response = await inject(method, url, headers, payload);
      answers.push({ route: `${method} ${url}`, status: response.statusCode, body: response.body });
    }
    return answers;
  }

  it('answers Esha nothing of an unlisted card, a hidden part, a hidden card or a member who blocked her', async () => {
    const answers = await everyAnswerOfEsha();
    for (const answer of answers) {
      expect(answer.status, answer.route).toBeLessThan(500);
      for (const secret of SECRETS)
        expect(answer.body.toLowerCase(), `${answer.route} carries ${secret}`).not.toContain(secret.toLowerCase());
      for (const [who, person] of Object.entries(members))
        if (who !== 'esha') expect(answer.body, `${answer.route} carries ${who}'s address`).not.toContain(person.email);
    }
    // The same routes do show what is shown: the test can fail.
    const all = answers.find((answer) => answer.route === 'GET /api/member/directory?limit=200')!;
    expect(all.body).toContain('Anu Varghese');
    expect(all.body).toContain('Subtitling workflows, from Anu');
  });

  it('refuses the unlisted, hidden and blocking members’ cards as unknown ones', async () => {
    for (const who of ['bina', 'chitra', 'devi'] as const) {
      const card = await inject('GET', `/api/member/directory/${listingIds[who]}`, browsers.esha.headers);
      expect(card.statusCode, who).toBe(404);
    }
    expect((await inject('GET', `/api/member/directory/${listingIds.anu}`, browsers.esha.headers)).statusCode).toBe(200);
  });

  it('shows the staff no unlisted member in their directory answers', async () => {
    for (const url of [
      '/api/staff/directory/counts',
      '/api/staff/directory/reports?status=open',
      '/api/staff/directory/reports?status=closed',
      '/api/staff/directory/hidden',
    ]) {
      const response = await inject('GET', url, staffHeaders);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Zzyzxmenon');
      expect(response.body, url).not.toContain('BINA-HIDDEN-COMPANY');
      for (const person of Object.values(members)) expect(response.body, url).not.toContain(person.email);
    }
  });
});
