import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type FakeWhatsApp, fakeWhatsAppEnv, startFakeWhatsApp } from '../../server/test/fake-whatsapp';
import type { TestDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { type MailingSite, startMailingSite } from '../support/mail';
import { type JourneyMember, joinAndSignIn } from '../support/members';
import { atEachWidth, expectNoHorizontalScroll, waitForHydration } from '../support/pages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Issue 44, with a real SMTP peer and the Cloud API's fake on loopback (a real HTTP server answering
 * as Meta documents it): Lakshmi, on her phone in Malayalam, adds her number on her page and
 * confirms it with the code the club sent her on WhatsApp; she registers for next month's event;
 * the club moves it to this evening: the change reaches her at once, and the events' clock (every
 * 2 s here) sends the day's reminder, which reaches the fake as the Malayalam template with her
 * name and the event; she replies STOP (in Malayalam), is told once, and her page says nothing more
 * is sent. Joining and signing in go through the API (their
 * own journeys test them), and so does the event (its editor has its own tests).
 */
const PHONE = '+91 98470 12345';
const WA_ID = '919847012345';
const APP_SECRET = 'e2e-whatsapp-app-secret';

test.describe('WhatsApp for a member who chooses it', () => {
  test.setTimeout(120_000);
  let site: MailingSite;
  let database: TestDatabase;
  let fake: FakeWhatsApp;
  let page: Page;
  let event: { id: string; slug: string };
  let adminHeaders: Record<string, string>;
  let eventBody: Record<string, unknown>;
  const title = 'Subtitling Sprint: An Evening Workshop';
  const lakshmi: JourneyMember = { firstName: 'Lakshmi', lastName: 'Pillai', email: 'lakshmi.whatsapp@example.org', locale: 'ml' };

  test.beforeAll(async ({ newDatabase, browser }) => {
    database = await newDatabase();
    fake = await startFakeWhatsApp();
    site = await startMailingSite(database, { ...fakeWhatsAppEnv(fake, { WHATSAPP_APP_SECRET: APP_SECRET }), SCHEDULER_SECONDS: '2' });
    page = await site.newPage(browser, 375);
    await joinAndSignIn(site, page.context(), lakshmi);

    const login = await fetch(`${site.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    adminHeaders = { 'Content-Type': 'application/json', Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const starts = new Date(Date.now() + 30 * 24 * 3_600_000);
    starts.setUTCSeconds(0, 0);
    eventBody = {
      title,
      date: 'In a month',
      dateObj: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
      time: '6:00 PM - 8:00 PM IST',
      location: 'WFC Community Space, Panampilly Nagar, Kochi',
      description: 'Two hours of subtitling practice with timing tools and a style guide.',
      link: '',
      category: 'workshop',
      coverImage: '/images/events/pitch-deck-clinic.svg',
      imageAlt: 'Illustration of a presentation board with a rising chart',
      hidden: false,
      registration: { mode: 'here', capacity: 20, waitlist: false, approval: false, closesAt: null, questions: [], onlineLink: null },
      ml: {},
    } as Record<string, unknown>;
    const created = await fetch(`${site.server.url}/api/admin/content/events`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify(eventBody),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = (await (await fetch(`${site.server.url}/api/events/${id}`)).json()) as { slug: string };
    event = { id, slug: read.slug };
  });
  test.afterAll(async () => {
    await site?.stop();
    await fake?.close();
  });

  /** The messages the fake accepted for her number, of one template (or free texts). */
  const sentToHer = (template: string | 'text') =>
    fake.accepted
      .map(
        ({ body }) =>
          body as {
            to: string;
            type: string;
            template?: { name: string; language: { code: string }; components?: unknown[] };
            text?: { body: string };
          },
      )
      .filter((body) => body.to === WA_ID && (template === 'text' ? body.type === 'text' : body.template?.name === template));

  /** A webhook delivery as Meta makes it: her message, signed with the app secret. */
  async function sheWrites(text: string) {
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
                contacts: [{ profile: { name: 'Lakshmi' }, wa_id: WA_ID }],
                messages: [
                  {
                    from: WA_ID,
                    id: `wamid.e2e-${Date.now()}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: text },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(payload).digest('hex')}`;
    const answer = await fetch(`${site.server.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
      body: payload,
    });
    expect(answer.status).toBe(200);
  }

  test('in Malayalam she confirms her number, the event reminder reaches her there with her details, and STOP ends it', async ({
    checkA11y,
  }) => {
    // 1. Her page: she adds her number and asks for a code.
    await page.goto('/ml/member#whatsapp');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'WhatsApp' });
    await section.getByLabel('WhatsApp ഉള്ള നിങ്ങളുടെ മൊബൈൽ നമ്പർ').fill(PHONE);
    await section.getByRole('button', { name: 'എനിക്ക് ഒരു കോഡ് അയയ്ക്കുക' }).click();

    // 2. The code reaches the Cloud API as the authentication template, in Malayalam.
    await expect.poll(() => sentToHer('wfc_number_code').length, { timeout: 15_000 }).toBe(1);
    const codeMessage = sentToHer('wfc_number_code')[0]!;
    expect(codeMessage.template?.language.code).toBe('ml');
    const code = /\b(\d{6})\b/.exec(JSON.stringify(codeMessage.template?.components))?.[1];
    expect(code, 'a six-digit code in the template').toBeTruthy();

    // 3. She types it and her number is confirmed; the section fits a phone, a tablet and a desktop.
    await section.getByLabel('ഞങ്ങൾ WhatsApp-ൽ അയച്ച 6 അക്ക കോഡ്').fill(code!);
    await section.getByRole('button', { name: 'എന്റെ നമ്പർ സ്ഥിരീകരിക്കുക' }).click();
    await expect(section.getByText('+91 ••••••• 345')).toBeVisible();
    await expect(section.getByRole('button', { name: 'എന്റെ WhatsApp തിരഞ്ഞെടുപ്പുകൾ സേവ് ചെയ്യുക' })).toBeVisible();
    await atEachWidth(page, async () => {
      await expectNoHorizontalScroll(page);
      await expect(section.getByRole('button', { name: 'എന്റെ നമ്പർ നീക്കം ചെയ്യുക' })).toBeVisible();
    });
    await checkA11y(page, { include: '#whatsapp' });
    await page.setViewportSize({ width: 375, height: 900 });

    // 4. She registers for this evening's event from its Malayalam page, with her member address.
    await page.goto(`/ml/events/${event.slug}`);
    await waitForHydration(page);
    await page.getByLabel(/^പേര്/).fill('Lakshmi Pillai');
    await page.getByLabel(/^ഇമെയിൽ/).fill(lakshmi.email);
    await page.getByRole('button', { name: 'രജിസ്റ്റർ ചെയ്യുക' }).click();
    await expect(page.getByText('നിങ്ങൾ രജിസ്റ്റർ ചെയ്തു', { exact: true })).toBeVisible();

    // 5. The club moves the event to this evening (through the API: its editor has its own tests).
    // The change reaches her at once, and the events' clock then sends the day's reminder: both the
    // Malayalam templates, with her name, the event and its page.
    const current = (await (await fetch(`${site.server.url}/api/admin/content/events/${event.id}`, { headers: adminHeaders })).json()) as {
      version: number;
    };
    const starts = new Date(Date.now() + 3 * 3_600_000);
    starts.setUTCSeconds(0, 0);
    const moved = await fetch(`${site.server.url}/api/admin/content/events/${event.id}`, {
      method: 'PUT',
      headers: adminHeaders,
      body: JSON.stringify({
        ...eventBody,
        date: 'This evening',
        dateObj: starts.toISOString(),
        endsAt: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
        version: current.version,
      }),
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => sentToHer('wfc_event_update').length, { timeout: 15_000 }).toBe(1);
    expect(sentToHer('wfc_event_update')[0]!.template?.language.code).toBe('ml');
    await expect.poll(() => sentToHer('wfc_event_reminder').length, { timeout: 30_000 }).toBe(1);
    const reminder = sentToHer('wfc_event_reminder')[0]!;
    expect(reminder.template?.language.code).toBe('ml');
    const parameters = JSON.stringify(reminder.template?.components);
    expect(parameters).toContain('Lakshmi');
    expect(parameters).toContain(title);
    expect(parameters).toContain(`/ml/events/${event.slug}`);

    // 6. She replies STOP in Malayalam: one confirmation in her language, and her page says so.
    await sheWrites('നിർത്തുക');
    await expect.poll(() => sentToHer('text').length, { timeout: 15_000 }).toBe(1);
    expect(sentToHer('text')[0]!.text?.body).toMatch(/[\u0D00-\u0D7F]/);
    await page.goto('/ml/member#whatsapp');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'WhatsApp' }).getByText(/^നിങ്ങൾ STOP എന്ന് മറുപടി നൽകിയതിനാൽ/)).toBeVisible();
  });
});
