import type { Locator, Page } from '@playwright/test';
import { completion, startFakeChatProvider, type FakeChatProvider } from '../../server/test/fake-chat-provider';
import { expect, test } from '../support/fixtures';
import { startServer, type ServerHandle } from '../support/server';

const T0 = new Date('2026-11-20T10:00:00.000Z');
const EMPTY_REPLY = "I couldn't generate a response. Please try again.";
const FAILURE = "I apologize, but I'm having trouble processing your request at the moment. Please try again later.";

/** Freezes the page's timers so that the test moves time itself. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(new Date(T0.getTime() + 1000));
}

/** Waits until React has hydrated the launcher, so that a click opens the panel. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).some(
      (button) => button.textContent?.includes('Chat with us') && Object.keys(button).some((key) => key.startsWith('__reactProps$')),
    ),
  );
}

/** Whether the element, or a box it sits in, is inert: out of reach of Tab, clicks and screen readers. */
const isInert = (element: Locator) => element.evaluate((node) => node.closest('[inert]') !== null);

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const panel = (page: Page) => page.getByRole('dialog', { name: /^Chat with/ });
const transcript = (page: Page) => panel(page).getByRole('log');
const typing = (page: Page) => panel(page).getByTestId('chat-typing');
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' });
const botMessages = (page: Page) => transcript(page).locator('p', { hasText: 'Assistant:' });
const userMessages = (page: Page) => transcript(page).locator('p', { hasText: 'You:' });

/** Opens the chat on a frozen clock and lets the three greetings play. */
async function openAfterGreetings(page: Page, path = '/') {
  await openOnFrozenClock(page, path);
  await page.clock.runFor(4000);
  await expect(botMessages(page)).toHaveCount(3);
  await expect(typing(page)).toHaveCount(0);
}

/** Opens the chat on a frozen clock; time then moves only when the test says. */
async function openOnFrozenClock(page: Page, path = '/') {
  await freezeClock(page);
  await page.goto(path);
  await hydrated(page);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

/**
 * The opening of product-spec.md §2/§9, from the moment the panel opens: the input focused at
 * 300 ms, and three greetings, each after a 1 s typing indicator, 500 ms apart (1000, 2500, 4000 ms).
 */
async function expectOpeningTimeline(page: Page) {
  // 0 ms: typing, nothing said yet, the input not focused.
  await expect(typing(page)).toBeVisible();
  await expect(botMessages(page)).toHaveCount(0);
  await page.clock.runFor(299);
  await expect(input(page)).not.toBeFocused();
  await page.clock.runFor(1);
  await expect(input(page)).toBeFocused();

  // 1000 ms: the first greeting replaces the indicator.
  await page.clock.runFor(699);
  await expect(botMessages(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(botMessages(page)).toHaveCount(1);
  await expect(botMessages(page).first()).toContainText('welcome to Women Founders Club');
  await expect(typing(page)).toHaveCount(0);

  // 1500 ms: typing again after a 500 ms gap.
  await page.clock.runFor(499);
  await expect(typing(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(typing(page)).toBeVisible();

  // 2500 ms: the second greeting.
  await page.clock.runFor(999);
  await expect(botMessages(page)).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(botMessages(page)).toHaveCount(2);
  await expect(typing(page)).toHaveCount(0);

  // 3000 ms typing, 4000 ms the third greeting.
  await page.clock.runFor(500);
  await expect(typing(page)).toBeVisible();
  await page.clock.runFor(999);
  await expect(botMessages(page)).toHaveCount(2);
  await page.clock.runFor(1);
  await expect(botMessages(page)).toHaveCount(3);
  await expect(typing(page)).toHaveCount(0);
}

test.describe('Chat widget', () => {
  test('the panel code loads only when the launcher is first used', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/chat-panel-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    expect(chunks).toHaveLength(1);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  });

  // The launcher on every public page: shell.spec.ts, with each page's hydration.

  test('greets three times, each after a 1 s typing indicator 500 ms apart, and focuses the input after 300 ms (1280 px)', async ({
    page,
  }) => {
    await openOnFrozenClock(page);
    await expectOpeningTimeline(page);

    // On a desktop the panel is a box in the corner, not modal, and the page still scrolls.
    const box = await panel(page).boundingBox();
    expect(box!.width).toBeLessThan(500);
    await expect(panel(page)).not.toHaveAttribute('aria-modal');
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  });

  test('under 768 px the open panel plays the same timeline full screen, as a modal that keeps the focus and locks page scrolling; closing gives both back (375 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openOnFrozenClock(page);
    await expectOpeningTimeline(page);

    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Modal: the skip link, logo and menu behind the panel are inert, and Tab goes round the panel's own controls.
    await expect(panel(page)).toHaveAttribute('aria-modal', 'true');
    const behind = [
      page.getByRole('link', { name: 'Skip to content' }),
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Women Founders Club, home' }),
      page.locator('button[aria-controls="mobile-menu"]'),
    ];
    for (const element of behind) expect(await isInert(element)).toBe(true);
    const send = panel(page).getByRole('button', { name: 'Send' });
    const close = panel(page).getByRole('button', { name: 'Close chat' });
    await send.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(send).toBeFocused();
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('chat-panel')!.contains(document.activeElement)), `Tab ${step + 1}`).toBe(
        true,
      );
    }

    await close.click();
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
    await expect(launcher(page)).toBeFocused();
    for (const element of behind) expect(await isInert(element)).toBe(false);
  });

  test('ignores empty and whitespace-only messages', async ({ page }) => {
    await openAfterGreetings(page);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat')) sent += 1;
    });
    await input(page).press('Enter');
    await input(page).fill('    ');
    await input(page).press('Enter');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await page.clock.runFor(1000);
    await expect(userMessages(page)).toHaveCount(0);
    await expect(typing(page)).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test("answers from the embedded assistant with a real link, showing the typing indicator meanwhile, and continues the server's conversation", async ({
    page,
  }) => {
    await openAfterGreetings(page);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    const answers: { conversationId: string }[] = [];
    await page.route('**/api/chat', async (route) => {
      bodies.push(route.request().postDataJSON());
      if (bodies.length === 1) await held;
      const response = await route.fetch();
      answers.push(await response.json());
      await route.fulfill({ response });
    });

    await input(page).fill('  How do I become a member?  ');
    await input(page).press('Enter');
    await expect(userMessages(page)).toHaveText(['You: How do I become a member?']);
    await expect(input(page)).toHaveValue('');
    await expect(typing(page)).toBeVisible();
    release();

    const reply = botMessages(page).nth(3);
    await expect(reply).toContainText('/membership');
    await expect(typing(page)).toHaveCount(0);
    const link = reply.getByRole('link', { name: '/membership' });
    await expect(link).toHaveAttribute('href', '/membership');

    // The server keeps the conversation: the widget sends back only the id of its first answer.
    await input(page).fill('And how do I become an enabler?');
    await input(page).press('Enter');
    await expect(botMessages(page).nth(4)).toContainText('/register');
    expect(answers[0]!.conversationId).toMatch(/^[\w-]{22}$/);
    expect(bodies).toEqual([
      { message: 'How do I become a member?' },
      { message: 'And how do I become an enabler?', conversationId: answers[0]!.conversationId },
    ]);

    await link.click();
    await expect(page).toHaveURL(/\/membership$/);
  });

  test('shows the failure text when the request fails, and the empty-reply text when the reply is empty', async ({ page }) => {
    await openAfterGreetings(page);
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'x', message: 'x', code: 'BAD_GATEWAY' }),
      }),
    );
    await input(page).fill('Hello?');
    await input(page).press('Enter');
    await expect(botMessages(page).nth(3)).toHaveText(`Assistant: ${FAILURE}`);
    await expect(typing(page)).toHaveCount(0);

    await page.unroute('**/api/chat');
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reply: '' }) }),
    );
    await input(page).fill('Hello again?');
    await input(page).press('Enter');
    await expect(botMessages(page).nth(4)).toHaveText(`Assistant: ${EMPTY_REPLY}`);

    await page.unroute('**/api/chat');
    await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
    await input(page).fill('Anyone there?');
    await input(page).press('Enter');
    await expect(botMessages(page).nth(5)).toHaveText(`Assistant: ${FAILURE}`);
  });

  test('Escape in the panel closes it and focus returns to the launcher; Escape elsewhere on the page does not; reopening keeps the conversation', async ({
    page,
  }) => {
    await openAfterGreetings(page);
    await input(page).fill('What is an enabler?');
    await input(page).press('Enter');
    await expect(botMessages(page)).toHaveCount(4);

    const pageLink = page.getByRole('link', { name: 'Skip to content' });
    await pageLink.focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeVisible();

    await input(page).focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await page.clock.runFor(300);
    await expect(input(page)).toBeFocused();
    await expect(botMessages(page)).toHaveCount(4);
  });

  test('a handoff turns the question into a help request', async ({ page }) => {
    await openAfterGreetings(page);
    await input(page).fill('Can someone call me about my startup?');
    await input(page).press('Enter');
    await expect(botMessages(page).nth(3)).toContainText('please reply with your name and e-mail address');
    await input(page).fill('Nisha Paul, nisha.paul@example.org');
    await input(page).press('Enter');
    await expect(botMessages(page).nth(4)).toContainText("Your question has been submitted. We'll get back to you soon!");
  });

  for (const width of [1280, 375]) {
    test(`has no accessibility violations with the panel open (${width} px)`, async ({ page, checkA11y }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAfterGreetings(page);
      await input(page).fill('How do I join?');
      await input(page).press('Enter');
      await expect(botMessages(page).nth(3).getByRole('link')).toHaveCount(1);
      // axe runs on the page's own timers.
      await page.clock.resume();
      await checkA11y(page);
    });
  }
});

test.describe('Chat widget with a chat provider configured', () => {
  const KEY = 'sk-e2e-7d41c9a02b6e58f3a1c0d9e7b4f28a65';
  let fake: FakeChatProvider;
  let server: ServerHandle;

  test.beforeAll(async () => {
    fake = await startFakeChatProvider();
    fake.answerWith({
      kind: 'json',
      body: completion('Members join at /membership, and enablers register at /register. Staff sign in at //2130706433/login.'),
    });
    server = await startServer({ env: { CHAT_API_KEY: KEY, CHAT_API_URL: fake.url, CHAT_MODEL: 'gpt-3.5-turbo' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
    await fake?.close();
  });

  test("shows the provider's reply with links to the site's own paths only, and nothing the browser receives carries the key", async ({
    page,
  }) => {
    const received: string[] = [];
    page.on('response', async (response) => {
      const body = await response.body().catch(() => Buffer.alloc(0));
      received.push(`${response.url()}\n${JSON.stringify(response.headers())}\n${body.toString('latin1')}`);
    });
    await openOnFrozenClock(page, `${server.url}/`);
    await page.clock.runFor(4000);
    await input(page).fill('How do I join?');
    await input(page).press('Enter');
    const reply = botMessages(page).nth(3);
    await expect(reply).toContainText('Members join at /membership');
    await expect(reply.getByRole('link', { name: '/register' })).toHaveAttribute('href', '/register');
    // A path to another host stays text (issue 16, finding 5).
    await expect(reply).toContainText('Staff sign in at //2130706433/login.');
    await expect(reply.getByRole('link')).toHaveCount(2);

    const call = fake.requests.at(-1)!;
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    expect((call.body as { model: string }).model).toBe('gpt-3.5-turbo');

    await page.waitForLoadState('networkidle');
    expect(received.length).toBeGreaterThan(3);
    expect(received.filter((text) => text.includes(KEY) || text.includes('CHAT_API_KEY'))).toEqual([]);
    expect(server.output()).not.toContain(KEY);
  });
});
