import userEvent from '@testing-library/user-event';
import type { Newsletter } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { AUDIENCE_DELAY_MS } from '../lib/use-audience-count';
import { newsletterOf, stubNewsletterApi, type Call, type Handler } from '../testing/newsletters';
import { NewsletterEditor } from './newsletter-editor';

let routes: Record<string, Handler>;
let calls: Call[];
const audienceCalls = () => calls.filter((call) => call.url === '/api/admin/newsletters/audience');

beforeEach(() => {
  routes = {
    'POST /api/admin/newsletters/audience': (body) => json({ count: (body as { topics: string[] }).topics.length * 10 + 2 }),
    'POST /api/admin/newsletters/preview': (body) => {
      const { subject, locale } = body as { subject: string; locale: string };
      return json({ subject, html: `<html lang="${locale}"><body><h1>${subject}</h1></body></html>`, text: subject });
    },
    'POST /api/admin/newsletters/n1/test': () => json({ message: 'A test is on its way to your own address.' }, 202),
    'POST /api/admin/newsletters/n1/send': (body) =>
      json(
        newsletterOf(
          (body as { at?: string }).at
            ? { status: 'scheduled', scheduledAt: new Date((body as { at: string }).at).toISOString() }
            : {
                status: 'preparing',
                audience: null,
                counts: { total: 12, waiting: 12, sent: 0, failed: 0, unsubscribed: 0, cancelled: 0 },
              },
        ),
        202,
      ),
    'POST /api/admin/newsletters/n1/unschedule': () => json(newsletterOf()),
    'GET /api/admin/newsletters/n1': () => json(newsletterOf({ status: 'preparing' })),
  };
  calls = stubNewsletterApi(routes);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (newsletter: Newsletter | null = newsletterOf()) => render(<NewsletterEditor stored={newsletter} onClose={() => undefined} />);

describe('before sending a newsletter', () => {
  it('counts the members its topics and filters reach, once they stop changing', async () => {
    // Only the timeouts, and clicks that wait on none (Testing Library's async helpers wait on a real one).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settle = () => act(() => vi.advanceTimersByTimeAsync(AUDIENCE_DELAY_MS));
    open(null);
    expect(screen.getByText('Choose at least one topic to see how many members it reaches.')).toBeInTheDocument();
    const topics = within(screen.getByRole('group', { name: 'Topics (at least one)' }));
    fireEvent.click(topics.getByRole('checkbox', { name: 'Events' }));
    expect(screen.getByText('Counting the members…')).toBeInTheDocument();
    fireEvent.click(topics.getByRole('checkbox', { name: 'Recruitment' }));
    await settle();
    expect(screen.getByText('This will reach 22 members.')).toBeInTheDocument();
    // Two quick changes, one question, its topics in the list's order.
    expect(audienceCalls()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/newsletters/audience',
        body: { topics: ['recruitment', 'events'], filters: { verticals: [], jobFunctions: [], languages: [] } },
      },
    ]);

    fireEvent.click(within(screen.getByRole('group', { name: 'Verticals' })).getByRole('checkbox', { name: 'Tech' }));
    fireEvent.click(topics.getByRole('checkbox', { name: 'Events' }));
    await settle();
    expect(screen.getByText('This will reach 12 members.')).toBeInTheDocument();
    expect(audienceCalls()).toHaveLength(2);
    expect(audienceCalls()[1]!.body).toEqual({
      topics: ['recruitment'],
      filters: { verticals: ['tech'], jobFunctions: [], languages: [] },
    });
  });

  it('previews the e-mail in a sandboxed frame, in English or Malayalam, as wide as a phone or a desktop', async () => {
    open(newsletterOf({ ml: { subject: 'ഡിസംബർ കൂടിച്ചേരൽ', preheader: '', body: 'വരൂ' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the preview' }));
    const frame = await screen.findByTitle('The e-mail in English, as wide as a phone');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<html lang="en"><body><h1>December meet-up in Kochi</h1></body></html>');
    expect(frame).toHaveStyle({ width: '375px' });
    expect(calls.find((call) => call.url.endsWith('/preview'))?.body).toEqual({
      subject: 'December meet-up in Kochi',
      preheader: 'Tea, talks and a workshop',
      body: '## See you there\n\nBring a friend.',
      locale: 'en',
      topics: ['events'],
    });

    await userEvent.click(within(screen.getByRole('group', { name: 'Width' })).getByRole('button', { name: 'Desktop' }));
    expect(screen.getByTitle('The e-mail in English, as wide as a desktop')).toHaveStyle({ width: '700px' });
    await userEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Malayalam' }));
    const malayalam = await screen.findByTitle('The e-mail in Malayalam, as wide as a desktop');
    expect(malayalam).toHaveAttribute('srcdoc', '<html lang="ml"><body><h1>ഡിസംബർ കൂടിച്ചേരൽ</h1></body></html>');
  });

  it("adds an uploaded image's Markdown at the end of the text, its alt text kept inside the brackets", async () => {
    const variant = (format: 'webp' | 'avif', width: number) => ({
      url: `/uploads/abcdefghijklmnopqrstuv-${width}.${format}`,
      format,
      width,
      height: width / 2,
      bytes: 1000,
    });
    routes['POST /api/media'] = () =>
      json(
        {
          id: 'm1',
          alt: 'Two founders [smiling]',
          width: 1280,
          height: 640,
          variants: [variant('webp', 320), variant('webp', 640), variant('avif', 640)],
        },
        201,
      );
    open();
    await userEvent.upload(screen.getByLabelText(/^New photo/), new File(['x'], 'founders.png', { type: 'image/png' }));
    await userEvent.type(screen.getByLabelText('What the photo shows (alt text)'), 'Two founders');
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue(
      '## See you there\n\nBring a friend.\n\n![Two founders smiling](/uploads/abcdefghijklmnopqrstuv-640.webp)\n',
    );
  });

  it('offers no language choice without a Malayalam version', () => {
    open();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });

  it("sends her a test and shows the answer's message, a refusal's too", async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByText('A test is on its way to your own address.')).toBeInTheDocument();
    const limit = 'You have sent 5 tests this hour. Please wait a while.';
    routes['POST /api/admin/newsletters/n1/test'] = () => failure(429, limit, 'RATE_LIMITED');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });

  it('waits for unsaved changes to be saved before a test or the sending', async () => {
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '!');
    expect(screen.getByText('Save your changes first: the test and the sending use the saved newsletter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a test' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
  });

  it('schedules only at a time she picks: Schedule… opens an empty time field, and only "Schedule for <time>" schedules (issue 38)', async () => {
    open();
    const sends = () => calls.filter((call) => call.url.endsWith('/send'));
    expect(screen.queryByLabelText('Send at (Kerala time, IST)')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Schedule…' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const at = screen.getByLabelText('Send at (Kerala time, IST)');
    // No time is chosen for her, and opening it sent nothing.
    expect(at).toHaveValue('');
    expect(at).toHaveFocus();
    expect(sends()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule for the time chosen' }));
    expect(at).toHaveAccessibleDescription('Please choose a date and a time.');
    expect(sends()).toEqual([]);

    await userEvent.type(at, '2026-12-24T18:30');
    // The tests run in UTC.
    expect(screen.getByText(/^That is 24 Dec 2026, 1:00\spm in your time zone \(UTC\)\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Schedule for 24 Dec 2026, 6:30\spm, Kerala time$/ }));
    expect(await screen.findByText('The newsletter is scheduled.')).toBeInTheDocument();
    expect(sends().map((call) => call.body)).toEqual([{ at: '2026-12-24T18:30:00+05:30' }]);
    expect(screen.getByText(/^Scheduled for 24 Dec 2026, 6:30\spm, Kerala time$/)).toBeInTheDocument();
    // The field closes; the focus stays on the button that opens it again, at the time chosen.
    const change = screen.getByRole('button', { name: 'Change the time' });
    expect(change).toHaveFocus();
    expect(screen.queryByLabelText('Send at (Kerala time, IST)')).not.toBeInTheDocument();
    await userEvent.click(change);
    expect(screen.getByLabelText('Send at (Kerala time, IST)')).toHaveValue('2026-12-24T18:30');
    await userEvent.click(change);

    await userEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(
      await screen.findByText('The newsletter is a draft again; it will not be sent until you send or schedule it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The newsletter is scheduled.')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/admin/newsletters/n1/unschedule');
  });

  it("shows only the latest action's notice: a save's goes when it is scheduled, and the other way round (issue 38)", async () => {
    routes['PUT /api/admin/newsletters/n1'] = (body) =>
      json(newsletterOf({ ...(body as object), status: calls.some((call) => call.url.endsWith('/send')) ? 'scheduled' : 'draft' }));
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Newsletter saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    await userEvent.type(screen.getByLabelText('Send at (Kerala time, IST)'), '2026-12-24T18:30');
    await userEvent.click(screen.getByRole('button', { name: /^Schedule for / }));
    expect(await screen.findByText('The newsletter is scheduled.')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.queryByText('Newsletter saved.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Newsletter saved.')).toBeInTheDocument();
    expect(screen.queryByText('The newsletter is scheduled.')).not.toBeInTheDocument();
  });

  it("drops a save's notice once the newsletter is unscheduled: one notice, the latest", async () => {
    routes['PUT /api/admin/newsletters/n1'] = (body) =>
      json(newsletterOf({ ...(body as object), status: 'scheduled', scheduledAt: '2026-12-24T13:00:00.000Z' }));
    open(newsletterOf({ status: 'scheduled', scheduledAt: '2026-12-24T13:00:00.000Z' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Newsletter saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(
      await screen.findByText('The newsletter is a draft again; it will not be sent until you send or schedule it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Newsletter saved.')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a time by the field", async () => {
    const message = 'Please choose a time in the future, or send it now.';
    routes['POST /api/admin/newsletters/n1/send'] = () =>
      json({ error: 'Bad Request', message, code: 'VALIDATION_FAILED', fields: { at: message } }, 400);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    await userEvent.type(screen.getByLabelText('Send at (Kerala time, IST)'), '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: /^Schedule for / }));
    expect(await screen.findByLabelText('Send at (Kerala time, IST)')).toHaveAccessibleDescription(message);
  });

  it('sends now only after saying how many members it reaches, then follows its progress', async () => {
    open();
    await screen.findByText('This will reach 12 members.');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send this newsletter now?' });
    expect(dialog).toHaveAccessibleDescription(
      'It goes to 12 members now. Once sending starts you can pause or cancel it, but no longer change it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(calls.some((call) => call.url.endsWith('/send'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sending has started.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/send'))?.body).toEqual({});
    expect(screen.getByText('Status: Preparing')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'December meet-up in Kochi' })).toHaveFocus();
    // Paused: the notice is the pause's, the start's is gone (issue 38).
    routes['POST /api/admin/newsletters/n1/pause'] = () => json(newsletterOf({ status: 'paused' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Sending is paused. Nothing more goes out until you resume it.')).toBeInTheDocument();
    expect(screen.queryByText('Sending has started.')).not.toBeInTheDocument();
  });
});
