import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { newsletterOf, sendingNewsletter, stubNewsletterApi, type Call, type Handler } from '../testing/newsletters';
import { NewslettersScreen } from './newsletters-screen';

let routes: Record<string, Handler>;
let calls: Call[];

beforeEach(() => {
  routes = {
    'GET /api/admin/newsletters': () =>
      json([
        newsletterOf(),
        newsletterOf({ _id: 'n2', subject: 'Mentors wanted', status: 'scheduled', scheduledAt: '2026-12-05T04:30:00.000Z', audience: 1 }),
        sendingNewsletter({
          _id: 'n3',
          subject: 'November round-up',
          status: 'sent',
          finishedAt: '2026-11-20T06:00:00.000Z',
          reach: { email: 120, whatsapp: 1 },
        }),
      ]),
    'GET /api/admin/newsletter-settings': () => json({ operatorsMaySend: false }),
    'PUT /api/admin/newsletter-settings': (body) => json(body),
    'POST /api/admin/newsletters/audience': () => json({ count: 42 }),
  };
  calls = stubNewsletterApi(routes);
});

afterEach(() => vi.unstubAllGlobals());

describe('the Newsletters screen', () => {
  it('lists every newsletter with its status in words, when, and its counts', async () => {
    saveStaffSignIn('token', 'admin');
    render(<NewslettersScreen />);
    const draft = (await screen.findByRole('button', { name: 'December meet-up in Kochi' })).closest('li')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Would reach 42 members now')).toBeInTheDocument();
    const scheduled = screen.getByRole('button', { name: 'Mentors wanted' }).closest('li')!;
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText(/^Scheduled for 5 Dec 2026, 10:00\sam, Kerala time$/)).toBeInTheDocument();
    expect(within(scheduled).getByText('Would reach 1 member now')).toBeInTheDocument();
    const sent = screen.getByRole('button', { name: 'November round-up' }).closest('li')!;
    expect(within(sent).getByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(within(sent).getByText('Sent to 120 of 200; failed: 3; unsubscribed since: 1')).toBeInTheDocument();
    expect(within(sent).getByText('Reached: 120 people by e-mail, 1 on WhatsApp')).toBeInTheDocument();
    // A draft has reached no one yet: no reach line.
    expect(within(draft).queryByText(/^Reached:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New newsletter' })).toBeInTheDocument();
  });

  it('shows an operator whom no admin lets send the shared message instead of the screen', async () => {
    saveStaffSignIn('token', 'operator');
    const message = 'An admin has not let operators write newsletters. Please ask an admin.';
    routes['GET /api/admin/newsletters'] = () => json({ error: 'Forbidden', message, code: 'NEWSLETTERS_NOT_ALLOWED' }, 403);
    render(<NewslettersScreen />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New newsletter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Newsletter settings' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/admin/newsletter-settings');
  });

  it('lets an admin allow operators, and shows an operator no settings', async () => {
    saveStaffSignIn('token', 'admin');
    const view = render(<NewslettersScreen />);
    const allow = await screen.findByRole('checkbox', { name: 'Let operators write and send newsletters' });
    expect(allow).not.toBeChecked();
    await userEvent.click(allow);
    await userEvent.click(within(screen.getByRole('region', { name: 'Newsletter settings' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Newsletter settings saved.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/admin/newsletter-settings', body: { operatorsMaySend: true } });
    view.unmount();

    saveStaffSignIn('token', 'operator');
    render(<NewslettersScreen />);
    await screen.findByRole('button', { name: 'Mentors wanted' });
    expect(screen.queryByRole('region', { name: 'Newsletter settings' })).not.toBeInTheDocument();
  });

  it('shows the fields a save was refused for beside them, and focuses the first', async () => {
    const message = 'Please choose at least one topic.';
    routes['POST /api/admin/newsletters'] = () =>
      json(
        {
          error: 'Bad Request',
          message: 'The subject contains characters we cannot accept.',
          code: 'VALIDATION_FAILED',
          fields: { subject: 'The subject contains characters we cannot accept.', topics: message },
        },
        400,
      );
    render(<NewslettersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'New newsletter' }));
    expect(screen.getByRole('heading', { name: 'New newsletter' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'Some news');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveAccessibleDescription('The subject contains characters we cannot accept.');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Topics (at least one)' })).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('alert')).toHaveTextContent('The subject contains characters we cannot accept.');
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/admin/newsletters')?.body).toMatchObject({
      subject: 'Hello',
      body: 'Some news',
      topics: [],
      ml: null,
      membersOnly: false,
    });
  });

  it('saves a new draft with its Malayalam version, topics and filters, in the order of the lists', async () => {
    routes['POST /api/admin/newsletters'] = (body) => json(newsletterOf({ ...(body as object), _id: 'n9' }), 201);
    render(<NewslettersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'New newsletter' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'News');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Write a Malayalam version/ }));
    const mlSubject = screen.getByRole('textbox', { name: 'Subject (Malayalam)' });
    expect(mlSubject).toHaveAttribute('lang', 'ml');
    await userEvent.type(mlSubject, 'നമസ്കാരം');
    await userEvent.type(screen.getByRole('textbox', { name: /^Text \(Malayalam\)/ }), 'വാർത്ത');
    const topics = within(screen.getByRole('group', { name: 'Topics (at least one)' }));
    await userEvent.click(topics.getByRole('checkbox', { name: 'Job opportunities' }));
    await userEvent.click(topics.getByRole('checkbox', { name: 'Events' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'E-mail language' })).getByRole('checkbox', { name: 'Malayalam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Newsletter saved as a draft.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/admin/newsletters')?.body).toEqual({
      subject: 'Hello',
      preheader: '',
      body: 'News',
      ml: { subject: 'നമസ്കാരം', preheader: '', body: 'വാർത്ത' },
      topics: ['events', 'job'],
      filters: { verticals: [], jobFunctions: [], languages: ['ml'] },
      membersOnly: false,
    });
    // Saved: the sending is offered, and a second save is a PUT.
    expect(screen.getByRole('button', { name: 'Send me a test' })).toBeEnabled();
  });

  it('deletes a draft after asking, and goes back to the list with the focus on its heading', async () => {
    routes['DELETE /api/admin/newsletters/n1'] = () => json({ message: 'Draft deleted.' });
    render(<NewslettersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'December meet-up in Kochi' }));
    expect(screen.getByRole('heading', { name: 'December meet-up in Kochi' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveAccessibleDescription('“December meet-up in Kochi” is deleted for good. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('button', { name: 'Delete draft' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Draft deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Newsletters' })).toHaveFocus();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/admin/newsletters/n1', body: undefined });
  });

  it('asks before leaving unsaved changes', async () => {
    render(<NewslettersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'December meet-up in Kochi' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the newsletters' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('December meet-up in Kochi!');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the newsletters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('button', { name: 'New newsletter' })).toBeInTheDocument();
  });

  it('shows a failure to load the list', async () => {
    routes['GET /api/admin/newsletters'] = () => failure(500, 'Something went wrong.');
    render(<NewslettersScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
