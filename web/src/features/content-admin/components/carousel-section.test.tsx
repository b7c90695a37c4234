import type { CarouselItem, ContentRevision, MediaAsset, VersionedItem } from '@wfc/shared';
import { fireEvent, render, renderIn, screen, within } from '../../../testing/library';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../testing/responses';
import { CarouselSection } from './carousel-section';
import { ContentPanel } from './content-panel';

/** The home carousel on the Content screen: order, alt text, removal, uploads, and the errors the server names (decision 022). */

const slide = (name: string, alt: string) => ({ src: `/images/carousel/${name}.webp`, alt, width: 800, height: 600 });
const v1: VersionedItem<CarouselItem> = {
  item: { slides: [slide('meetup', 'Members at a meetup'), slide('workshop', 'A workshop'), slide('mentoring', 'Mentoring over coffee')] },
  version: 1,
  updatedAt: '2026-12-01T09:00:00.000Z',
  updatedBy: null,
};
const history: ContentRevision[] = [{ version: 1, createdAt: v1.updatedAt, authorName: 'Seed content', changed: [], restoredFrom: null }];
const asset: MediaAsset = {
  id: '2f6ad3f4-2b9c-4d7e-9a51-0c8e1f2d3b4a',
  alt: 'Founders on stage',
  width: 1200,
  height: 900,
  variants: [160, 320, 640].flatMap((width) =>
    (['webp', 'avif'] as const).map((format) => ({
      url: `/uploads/${format}${width}xxxxxxxxxxxxxxx.${format}`,
      format,
      width,
      height: (width * 3) / 4,
      bytes: 1000,
    })),
  ),
};

let routes: Record<string, (() => Response)[]>;
const calls: { url: string; method: string; body?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      calls.push({ url, method, ...(body ? { body } : {}) });
      return routes[`${method} ${url}`]?.shift()?.() ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const photoList = () => within(screen.getByRole('list', { name: 'Photos' }));
const altFields = () => photoList().getAllByRole('textbox');
const sent = () => calls.find((call) => call.method === 'PUT')?.body;

describe('Content: the home carousel', () => {
  it('is a tab of the Content screen', () => {
    routes = {};
    render(<ContentPanel />, { wrapper: MemoryRouter });
    expect(screen.getByRole('tab', { name: 'Home carousel' })).toBeInTheDocument();
  });

  it('speaks Malayalam on a Malayalam page: the tabs, the photos, their buttons, the version and the history', async () => {
    routes = { 'GET /api/admin/content/carousel': [() => json(v1)], 'GET /api/admin/content/carousel/revisions': [() => json(history)] };
    renderIn('ml', <ContentPanel />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 2, name: 'ഉള്ളടക്കം' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ഹോം കറൗസൽ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'സൈറ്റ് ക്രമീകരണങ്ങൾ' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'ഹോം കറൗസൽ' }).click();
    const list = within(await screen.findByRole('list', { name: 'ഫോട്ടോകൾ' }));
    expect(list.getByRole('textbox', { name: 'ഫോട്ടോ 1: ഇതിൽ എന്താണ് (ആൾട്ട് ടെക്സ്റ്റ്)' })).toHaveValue('Members at a meetup');
    expect(list.getAllByRole('button', { name: /^മുകളിലേക്ക് നീക്കുക ഫോട്ടോ \d$/ })).toHaveLength(3);
    expect(screen.getByText('പതിപ്പ് 1, സൈറ്റ് തുടങ്ങിയപ്പോഴുള്ളത്.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ചരിത്രം' })).toBeInTheDocument();
    expect(screen.getByText('ആദ്യ പതിപ്പ്')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'സേവ് ചെയ്യുക' })).toBeInTheDocument();
    expect(screen.queryByText(/Move up|Version 1|History|Photos/)).toBeNull();
  });

  it('moves a photo with the keyboard, keeps the focus on the button, announces it, and saves the order and alt text', async () => {
    routes = {
      'GET /api/admin/content/carousel': [() => json(v1)],
      'GET /api/admin/content/carousel/revisions': [
        () => json(history),
        () => json([{ version: 2, createdAt: v1.updatedAt, authorName: 'Ada Admin', changed: ['Photos'], restoredFrom: null }, ...history]),
      ],
      'PUT /api/admin/content/carousel': [
        () => json({ ...v1, version: 2, updatedBy: 'Ada Admin', message: 'Saved. The public pages show it now.' }),
      ],
    };
    render(<CarouselSection />);
    const up = await screen.findByRole('button', { name: 'Move up photo 2' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(altFields().map((field) => (field as HTMLInputElement).value)).toEqual([
      'A workshop',
      'Members at a meetup',
      'Mentoring over coffee',
    ]);
    expect(screen.getByText('Photo 2 moved to place 1 of 3.')).toBeInTheDocument();
    // The same button, now the first photo's, keeps the focus and says it can go no higher.
    expect(screen.getByRole('button', { name: 'Move up photo 1' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move up photo 1' })).toHaveAttribute('aria-disabled', 'true');

    const alt = screen.getByRole('textbox', { name: 'Photo 3: what it shows (alt text)' });
    await userEvent.clear(alt);
    await userEvent.type(alt, 'An enabler mentoring a founder');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. The public pages show it now.')).toBeInTheDocument();
    expect(sent()).toEqual({
      version: 1,
      slides: [
        { src: '/images/carousel/workshop.webp', alt: 'A workshop' },
        { src: '/images/carousel/meetup.webp', alt: 'Members at a meetup' },
        { src: '/images/carousel/mentoring.webp', alt: 'An enabler mentoring a founder' },
      ],
    });
    expect(await screen.findByText('Changed: Photos')).toBeInTheDocument();
  });

  it('moves a photo dragged onto another’s place', async () => {
    routes = { 'GET /api/admin/content/carousel': [() => json(v1)], 'GET /api/admin/content/carousel/revisions': [() => json(history)] };
    render(<CarouselSection />);
    await screen.findByRole('button', { name: 'Move up photo 3' });
    const items = photoList().getAllByRole('listitem');
    const handle = items[2]!.querySelector('[draggable="true"]')!;
    const dataTransfer = { setData: vi.fn(), effectAllowed: 'all' };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(altFields().map((field) => (field as HTMLInputElement).value)).toEqual([
      'Mentoring over coffee',
      'Members at a meetup',
      'A workshop',
    ]);
    expect(screen.getByText('Photo 3 moved to place 1 of 3.')).toBeInTheDocument();
  });

  it('removes a photo, moving the focus to the one now in its place, and adds an upload that is saved by its id', async () => {
    routes = {
      'GET /api/admin/content/carousel': [() => json(v1)],
      'GET /api/admin/content/carousel/revisions': [() => json(history), () => json(history)],
      'POST /api/media': [() => json(asset, 201)],
      'PUT /api/admin/content/carousel': [() => json({ ...v1, version: 2, message: 'Saved. The public pages show it now.' })],
    };
    render(<CarouselSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    expect(altFields()).toHaveLength(2);
    expect(screen.getByText('Photo 1 removed. 2 photos left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();

    await userEvent.upload(
      screen.getByLabelText('New photo (JPEG, PNG, WebP or AVIF, at most 8 MB)'),
      new File(['x'], 'stage.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'What the photo shows (alt text)' }), 'Founders on stage');
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

    expect(await screen.findByText('Photo added as photo 3 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Photo 3: what it shows (alt text)' })).toHaveValue('Founders on stage');
    expect(screen.getByText('New photo, not saved yet')).toBeInTheDocument();
    // The thumbnail offers the upload's renditions, AVIF first.
    const picture = photoList().getAllByRole('listitem')[2]!.querySelector('picture')!;
    expect(picture.querySelector('source')).toHaveAttribute('type', 'image/avif');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The public pages show it now.')).toBeInTheDocument();
    expect(sent()).toEqual({
      version: 1,
      slides: [
        { src: '/images/carousel/workshop.webp', alt: 'A workshop' },
        { src: '/images/carousel/mentoring.webp', alt: 'Mentoring over coffee' },
        { mediaId: asset.id, alt: 'Founders on stage' },
      ],
    });
  });

  it('shows the server’s message and marks the photo whose alt text is missing', async () => {
    const message = 'Please describe the image for people who cannot see it (alt text).';
    routes = {
      'GET /api/admin/content/carousel': [() => json(v1)],
      'GET /api/admin/content/carousel/revisions': [() => json(history)],
      'PUT /api/admin/content/carousel': [
        () => json({ error: message, message, code: 'VALIDATION_FAILED', fields: { slides: message } }, 400),
      ],
    };
    render(<CarouselSection />);
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Photo 2: what it shows (alt text)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Photo 2: what it shows (alt text)' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'Photo 1: what it shows (alt text)' })).not.toHaveAttribute('aria-invalid');
  });
});
