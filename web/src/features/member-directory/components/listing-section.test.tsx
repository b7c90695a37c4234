import userEvent from '@testing-library/user-event';
import type { ListingInput, MyListing } from '@wfc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router';
import { atWidth, axeViolations, LAYOUT_WIDTHS } from '../../../testing/layout';
import { render, screen, waitFor, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { emptyListing, stubDirectoryApi } from '../testing/directory-api-stub';
import { ListingSection } from './listing-section';

function renderSection() {
  render(
    <MemoryRouter initialEntries={['/member']}>
      <ListingSection />
    </MemoryRouter>,
  );
  return screen.findByRole('region', { name: 'Directory listing' });
}

/** What PUT /api/member/listing answers for a body: her listing as saved, and her card's preview. */
function savedOf(body: ListingInput, hiddenByStaff: MyListing['hiddenByStaff'] = null): MyListing {
  const listing = {
    listed: body.listed,
    name: body.name,
    photoId: body.photoId ?? null,
    photoAlt: body.photoAlt ?? '',
    company: body.company ?? '',
    role: body.role ?? '',
    vertical: body.vertical ?? null,
    city: body.city ?? '',
    canHelp: body.canHelp ?? '',
    canHelpTags: body.canHelpTags ?? [],
    lookingFor: body.lookingFor ?? '',
    lookingForTags: body.lookingForTags ?? [],
    website: body.website ?? '',
    linkedin: body.linkedin ?? '',
    textLocale: body.textLocale ?? 'en',
    shown: body.shown ?? [],
    id: 'l7',
    updatedAt: '2026-12-07T10:00:00.000Z',
  } as NonNullable<MyListing['listing']>;
  return {
    listing,
    hiddenByStaff,
    preview: { id: 'l7', name: body.name, textLocale: listing.textLocale },
    defaults: emptyListing().defaults,
  };
}

function stubSaving() {
  const stub = stubDirectoryApi();
  const bodies: ListingInput[] = [];
  stub.routes['PUT /api/member/listing'] = (body) => {
    const input = body as ListingInput;
    bodies.push(input);
    return json({
      message: input.listed
        ? 'Your card is in the directory. Members who are signed in can see it.'
        : 'Your card is hidden. Nobody sees it until you show it again.',
      listing: savedOf(input),
    });
  };
  return { ...stub, bodies };
}

afterEach(() => vi.unstubAllGlobals());

describe("her page's directory listing", () => {
  it('is off until she turns it on, then saves her card listed with the parts she chose', async () => {
    const { bodies, calls } = stubSaving();
    const section = within(await renderSection());
    expect(await section.findByText('You are not in the directory. Your card is off until you turn it on.')).toBeInTheDocument();
    expect(section.queryByRole('textbox', { name: /Your name/ })).not.toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Turn on my card' }));
    const name = section.getByRole('textbox', { name: 'Your name (always on your card)' });
    expect(name).toHaveValue('Lakshmi Varma');
    expect(name).toHaveFocus();
    expect(section.getByRole('combobox', { name: 'Vertical' })).toHaveValue('health');

    await userEvent.type(section.getByRole('textbox', { name: 'Company' }), 'Spice Route');
    await userEvent.type(section.getByRole('textbox', { name: 'Role' }), 'Founder');
    await userEvent.type(section.getByRole('textbox', { name: 'City' }), 'Kozhikode');
    await userEvent.type(section.getByRole('textbox', { name: 'What you can help other members with' }), 'Selling abroad.');
    await userEvent.type(
      section.getByRole('textbox', { name: 'Tags for what you can help with, separated by commas' }),
      'Export,  Spices , export',
    );

    // The preview shows her name only, until she chooses parts.
    const preview = within(section.getByRole('region', { name: 'Preview: your card as members will see it' }));
    expect(preview.getByRole('heading', { level: 4, name: 'Lakshmi Varma' })).toBeInTheDocument();
    expect(preview.queryByText('Founder, Spice Route')).not.toBeInTheDocument();
    expect(preview.queryByText('Selling abroad.')).not.toBeInTheDocument();

    await userEvent.click(section.getByRole('checkbox', { name: 'Show my company and role' }));
    await userEvent.click(section.getByRole('checkbox', { name: 'Show what I can help with' }));
    expect(preview.getByText('Founder, Spice Route')).toBeInTheDocument();
    expect(preview.getByText('Selling abroad.')).toBeInTheDocument();
    expect(
      within(preview.getByRole('list', { name: 'I can help with' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['export', 'spices']);
    expect(preview.queryByText(/Kozhikode/)).not.toBeInTheDocument();

    await userEvent.selectOptions(section.getByRole('combobox', { name: 'Your card is written in' }), 'Malayalam');
    expect(preview.getByText('Written in Malayalam')).toBeInTheDocument();
    expect(preview.getByRole('heading', { level: 4, name: 'Lakshmi Varma' })).toHaveAttribute('lang', 'ml');

    await userEvent.click(section.getByRole('button', { name: 'Save and show my card' }));
    expect(await section.findByText('Your card is in the directory. Members who are signed in can see it.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      listed: true,
      name: 'Lakshmi Varma',
      company: 'Spice Route',
      role: 'Founder',
      vertical: 'health',
      city: 'Kozhikode',
      canHelp: 'Selling abroad.',
      canHelpTags: ['export', 'spices'],
      textLocale: 'ml',
      shown: ['companyRole', 'canHelp'],
      photoId: null,
    });
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.credentials).toBe('same-origin');
    expect(section.getByText('Your card is in the directory.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save my card' })).toBeInTheDocument();
  });

  it('hides and shows her card at once, with what is saved, not what she is still editing', async () => {
    const { bodies, routes } = stubSaving();
    routes['GET /api/member/listing'] = () =>
      json(savedOf({ listed: true, name: 'Lakshmi Varma', company: 'Spice Route', shown: ['companyRole'] }));
    const section = within(await renderSection());
    await userEvent.clear(await section.findByRole('textbox', { name: 'Company' }));
    await userEvent.type(section.getByRole('textbox', { name: 'Company' }), 'Not saved yet');

    await userEvent.click(section.getByRole('button', { name: 'Hide my card' }));
    expect(await section.findByRole('button', { name: 'Show my card' })).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ listed: false, company: 'Spice Route', shown: ['companyRole'] });
    expect(section.getByText('Your card is hidden. Nobody sees it until you show it again.', { selector: 'p' })).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: 'Company' })).toHaveValue('Not saved yet');

    await userEvent.click(section.getByRole('button', { name: 'Show my card' }));
    expect(await section.findByRole('button', { name: 'Hide my card' })).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ listed: true, company: 'Spice Route' });
  });

  it("shows the server's message by each field, and the staff's reason when the club hid her card", async () => {
    const { routes } = stubSaving();
    routes['GET /api/member/listing'] = () =>
      json(savedOf({ listed: true, name: 'Lakshmi Varma' }, { reason: 'a link to a betting site', at: '2026-12-06T10:00:00.000Z' }));
    routes['PUT /api/member/listing'] = () =>
      json(
        {
          error: 'Bad Request',
          message: 'Please check the fields marked.',
          code: 'VALIDATION',
          fields: {
            website: 'Please enter your website as an address beginning with https://.',
            'canHelpTags.1': 'A tag is 2 to 30 letters, digits, spaces or hyphens.',
          },
        },
        400,
      );
    const section = within(await renderSection());
    expect(
      await section.findByText(
        'The club has hidden your card: a link to a betting site. Change what it says and write to us to have it shown again.',
      ),
    ).toBeInTheDocument();
    expect(section.queryByText('Your card is in the directory.')).not.toBeInTheDocument();
    await userEvent.type(section.getByRole('textbox', { name: 'Website' }), 'http://bet.example');
    await userEvent.click(section.getByRole('button', { name: 'Save my card' }));
    expect(await section.findByText('Please check the fields marked.')).toBeInTheDocument();
    const website = section.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription('Please enter your website as an address beginning with https://.');
    const tags = section.getByRole('textbox', { name: 'Tags for what you can help with, separated by commas' });
    expect(tags).toHaveAccessibleDescription('A tag is 2 to 30 letters, digits, spaces or hyphens.');
    // The first field the server named, in the form's order.
    expect(tags).toHaveFocus();
  });

  it('uploads a photo as multipart, shows it on her card with its description, and removes it', async () => {
    const { routes, bodies, calls } = stubSaving();
    routes['GET /api/member/listing'] = () => json(savedOf({ listed: true, name: 'Lakshmi Varma' }));
    routes['POST /api/member/listing/photo'] = () =>
      json(
        {
          photoId: 'ph1',
          photo: {
            alt: '',
            width: 400,
            height: 400,
            sources: [{ url: '/api/member/directory/photos/ph1-160.webp', width: 160, format: 'webp' }],
          },
        },
        201,
      );
    const section = within(await renderSection());
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(await section.findByLabelText('Choose a photo'), file);
    expect(await section.findByText('Your photo is uploaded. Choose "Show my photo" and save to put it on your card.')).toBeInTheDocument();
    const upload = calls.find((call) => call.url === '/api/member/listing/photo')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('file')).toBe(file);

    await userEvent.type(
      section.getByRole('textbox', { name: 'Describe your photo, for members who cannot see it' }),
      'Lakshmi at her stall',
    );
    await userEvent.click(section.getByRole('checkbox', { name: 'Show my photo' }));
    const preview = within(section.getByRole('region', { name: 'Preview: your card as members will see it' }));
    expect(preview.getByRole('img', { name: 'Lakshmi at her stall' })).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Save my card' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ photoId: 'ph1', photoAlt: 'Lakshmi at her stall', shown: ['photo'] }));

    await userEvent.click(section.getByRole('button', { name: 'Remove my photo' }));
    expect(section.getByText('Your photo will be removed from your card when you save.')).toBeInTheDocument();
    expect(preview.queryByRole('img')).not.toBeInTheDocument();
    expect(section.getByRole('checkbox', { name: 'Show my photo' })).not.toBeChecked();
    await userEvent.click(section.getByRole('button', { name: 'Save my card' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ photoId: null, shown: [] }));
  });

  it("says so when she is not a member, in the server's words", async () => {
    const { routes } = stubSaving();
    routes['GET /api/member/listing'] = () => failure(403, 'The directory is for members.', 'NOT_A_MEMBER');
    const section = within(await renderSection());
    expect(await section.findByText('The directory is for members.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  describe.each(LAYOUT_WIDTHS)('at %i px', (width) => {
    it('has no accessibility violations, off and on', async () => {
      atWidth(width);
      stubSaving();
      const region = await renderSection();
      await within(region).findByRole('button', { name: 'Turn on my card' });
      expect(await axeViolations(region)).toEqual([]);
      await userEvent.click(within(region).getByRole('button', { name: 'Turn on my card' }));
      expect(await axeViolations(region)).toEqual([]);
    });
  });
});
