import userEvent from '@testing-library/user-event';
import { externalRegistration, type CollectionList } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { CollectionSection } from './collection-section';
import { eventsConfig } from './event-fields';

/** The event editor's Registration fieldset (issue 30): what a new event sends, and the server's messages by their fields. */

const list: CollectionList = { items: [], images: ['/images/events/cover.svg'] };
let created: () => Response;
let posted: Record<string, unknown>[];

beforeEach(() => {
  posted = [];
  created = () => json({ id: 'e1', message: 'Created.' }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method === 'GET' && url === '/api/admin/content/events') return json(list);
      if (method === 'POST' && url === '/api/admin/content/events') {
        posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return created();
      }
      return failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openNewEvent() {
  render(<CollectionSection config={eventsConfig} />);
  await userEvent.click(await screen.findByRole('button', { name: 'New event' }));
  return screen.getByRole('group', { name: 'Registration' });
}

const create = () => userEvent.click(screen.getByRole('button', { name: 'Create event' }));

describe("the event editor's registration fields", () => {
  it('sends registration at the link by default, with no end and the link as typed', async () => {
    const registration = await openNewEvent();
    expect(within(registration).getByRole('radio', { name: 'At the link (another site)' })).toBeChecked();
    expect(within(registration).queryByRole('spinbutton')).not.toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: 'Link (only needed when guests register on another site)' });
    expect(link).toBeRequired();
    await userEvent.type(link, 'https://tickets.example/pitch');
    await create();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ link: 'https://tickets.example/pitch', endsAt: null, registration: externalRegistration });
  });

  it('sends registration here with its capacity, waitlist, approval, closing time, online link and questions', async () => {
    const registration = await openNewEvent();
    await userEvent.click(within(registration).getByRole('radio', { name: 'Here, on this site' }));
    expect(screen.getByRole('textbox', { name: 'Link (only needed when guests register on another site)' })).not.toBeRequired();
    await userEvent.type(screen.getByLabelText('Ends at (optional: two hours after the start)'), '2026-12-01T18:30');
    await userEvent.type(within(registration).getByRole('spinbutton', { name: 'Capacity (empty: no limit)' }), '40');
    await userEvent.click(within(registration).getByRole('checkbox', { name: 'Keep a waitlist when it is full' }));
    await userEvent.click(within(registration).getByRole('checkbox', { name: 'Approve each guest' }));
    await userEvent.type(within(registration).getByLabelText('Registration closes (optional: when it starts)'), '2026-11-30T12:00');
    await userEvent.type(
      within(registration).getByRole('textbox', { name: 'Online link (shown only to confirmed guests)' }),
      'https://meet.example/abc',
    );

    await userEvent.click(within(registration).getByRole('button', { name: 'Add a question' }));
    const first = within(registration).getByRole('group', { name: 'Question 1' });
    expect(within(first).getByRole('textbox', { name: 'Question' })).toHaveFocus();
    await userEvent.type(within(first).getByRole('textbox', { name: 'Question' }), 'What do you do?');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Question (Malayalam)' }), 'നിങ്ങൾ എന്ത് ചെയ്യുന്നു?');
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Answered by' }), 'choice');
    await userEvent.type(
      within(first).getByRole('textbox', { name: 'Options, one a line (10 at most)' }),
      'Founder{enter}{enter}Investor ',
    );
    await userEvent.type(
      within(first).getByRole('textbox', { name: 'Options, one a line (10 at most) (Malayalam)' }),
      'സ്ഥാപക{enter}നിക്ഷേപക',
    );
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Guests must answer it' }));
    await userEvent.click(within(registration).getByRole('button', { name: 'Add a question' }));
    await userEvent.type(within(registration).getByRole('group', { name: 'Question 2' }).querySelector('input')!, 'Anything else?');
    await create();

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const sent = posted[0]!;
    expect(sent.link).toBe('');
    expect(sent.endsAt).toBe(new Date('2026-12-01T18:30').toISOString());
    expect(sent.registration).toEqual({
      mode: 'here',
      capacity: 40,
      waitlist: false,
      approval: true,
      closesAt: new Date('2026-11-30T12:00').toISOString(),
      onlineLink: 'https://meet.example/abc',
      questions: [
        {
          id: expect.stringMatching(/^q-[0-9a-f]{6}$/),
          label: 'What do you do?',
          labelMl: 'നിങ്ങൾ എന്ത് ചെയ്യുന്നു?',
          kind: 'choice',
          options: ['Founder', 'Investor'],
          optionsMl: ['സ്ഥാപക', 'നിക്ഷേപക'],
          required: true,
        },
        {
          id: expect.stringMatching(/^q-[0-9a-f]{6}$/),
          label: 'Anything else?',
          labelMl: '',
          kind: 'text',
          options: [],
          optionsMl: [],
          required: false,
        },
      ],
    });
    const ids = (sent.registration as { questions: { id: string }[] }).questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('asks at most five questions, and moves the focus to Add a question when one is removed', async () => {
    const registration = await openNewEvent();
    await userEvent.click(within(registration).getByRole('radio', { name: 'Here, on this site' }));
    const add = within(registration).getByRole('button', { name: 'Add a question' });
    for (let count = 0; count < 5; count += 1) await userEvent.click(add);
    expect(add).toBeDisabled();
    expect(within(registration).getByText('An event may ask at most 5 questions.')).toBeInTheDocument();
    await userEvent.type(within(registration).getByRole('group', { name: 'Question 5' }).querySelector('input')!, 'Last');

    await userEvent.click(within(registration).getByRole('button', { name: 'Remove question 2' }));
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
    expect(within(registration).queryByRole('group', { name: 'Question 5' })).not.toBeInTheDocument();
    expect(within(within(registration).getByRole('group', { name: 'Question 4' })).getByRole('textbox', { name: 'Question' })).toHaveValue(
      'Last',
    );
  });

  it("shows the server's messages by the fields they name", async () => {
    const capacity = 'The capacity must be a whole number from 1 to 100,000, or empty for no limit.';
    const options = 'A choice needs at least two options.';
    created = () =>
      json(
        {
          error: 'Bad Request',
          message: capacity,
          code: 'VALIDATION_FAILED',
          fields: {
            'registration.capacity': capacity,
            'registration.questions.0.options': options,
            endsAt: 'Please give the date and time it ends.',
          },
        },
        400,
      );
    const registration = await openNewEvent();
    await userEvent.click(within(registration).getByRole('radio', { name: 'Here, on this site' }));
    await userEvent.type(within(registration).getByRole('spinbutton', { name: 'Capacity (empty: no limit)' }), '0');
    await userEvent.click(within(registration).getByRole('button', { name: 'Add a question' }));
    await userEvent.selectOptions(within(registration).getByRole('combobox', { name: 'Answered by' }), 'choice');
    await create();

    expect(await within(registration).findByRole('spinbutton', { name: 'Capacity (empty: no limit)' })).toHaveAccessibleDescription(
      capacity,
    );
    expect(within(registration).getByRole('textbox', { name: 'Options, one a line (10 at most)' })).toHaveAccessibleDescription(options);
    expect(screen.getByLabelText('Ends at (optional: two hours after the start)')).toHaveAccessibleDescription(
      'Please give the date and time it ends.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(capacity);
  });

  it("shows a message the server names `registration` alone at the fieldset's top", async () => {
    const message = 'Each question must be asked once.';
    created = () => json({ error: 'Bad Request', message, code: 'VALIDATION_FAILED', fields: { registration: message } }, 400);
    const registration = await openNewEvent();
    await create();
    expect(await screen.findByRole('group', { name: 'Registration' })).toHaveAccessibleDescription(message);
    expect(registration).toHaveTextContent(message);
  });
});
