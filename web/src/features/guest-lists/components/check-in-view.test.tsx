import userEvent from '@testing-library/user-event';
import type { CheckInAnswer } from '@wfc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { render, screen, within } from '../../../testing/library';
import { failure, json } from '../../../testing/responses';
import { stubApi, type Call, type Handler } from '../../../testing/stub-api';
import { countsOf, eventOf, guestOf } from '../testing/guest-lists';
import { CheckInView } from './check-in-view';

/** Checking guests in at the door: a typed code, a scanned one (express mode or not), a guest found by name. */

const base = '/api/admin/guest-lists/e1';
const asha = guestOf();
let routes: Record<string, Handler>;
let calls: Call[];
const checkedIn = (already = false, at = '2026-12-12T10:05:00.000Z'): CheckInAnswer => ({
  guest: { ...asha, checkedInAt: at },
  already,
  counts: countsOf({ checkedIn: already ? 3 : 4 }),
  message: 'Checked in.',
});

beforeEach(() => {
  saveStaffSignIn('token', 'operator');
  routes = { [`POST ${base}/check-in`]: () => json(checkedIn()) };
  calls = stubApi(routes);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openCheckIn() {
  const onBack = vi.fn();
  const view = render(<CheckInView event={eventOf()} onBack={onBack} />);
  return { onBack, view, status: () => screen.getAllByRole('status').find((each) => each.getAttribute('aria-atomic') === 'true')! };
}

async function typeCode(code: string) {
  const input = screen.getByRole('textbox', { name: 'Type the code' });
  await userEvent.clear(input);
  if (code) await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

/** A camera whose every frame holds a QR code of `code`, read by a stand-in for the browser's BarcodeDetector. */
function cameraShowing(code: string) {
  const stop = vi.fn();
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
    }),
  );
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => [{ rawValue: code }];
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D);
  return stop;
}

describe('check-in at the door', () => {
  it('checks in the guest whose code she types, announces her name and counts her', async () => {
    const { status } = openCheckIn();
    expect(screen.getByRole('heading', { name: 'Check guests in' })).toHaveFocus();
    expect(screen.getByText(/^Checked in:/)).toHaveTextContent('Checked in: 3 of 12 going');
    await typeCode(' wfc-7k3m ');
    expect(await screen.findByText('Checked in: Asha Varghese')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Checked in: Asha Varghese');
    expect(calls).toContainEqual({ method: 'POST', url: `${base}/check-in`, body: { code: 'wfc-7k3m' } });
    expect(screen.getByText(/^Checked in:.*going$/)).toHaveTextContent('Checked in: 4 of 12 going');
    expect(screen.getByRole('textbox', { name: 'Type the code' })).toHaveValue('');
  });

  it('says when she was already checked in, when no guest has the code, and when the server refuses', async () => {
    const { status } = openCheckIn();
    routes[`POST ${base}/check-in`] = () => json(checkedIn(true));
    await typeCode('WFC-7K3M');
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^Asha Varghese was already checked in at \d{1,2}:\d{2}/));

    routes[`POST ${base}/check-in`] = () => failure(404, 'That code is not one of this event’s.', 'EVENT_CODE_UNKNOWN');
    await typeCode('NOPE-0000');
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^No guest has this code$/));
    expect(screen.getByRole('textbox', { name: 'Type the code' })).toHaveValue('NOPE-0000');

    routes[`POST ${base}/check-in`] = () => failure(409, 'Bina Thomas is not confirmed: she is on the waitlist.', 'CONFLICT');
    await typeCode('BINA-1111');
    await vi.waitFor(() => expect(status()).toHaveTextContent('Bina Thomas is not confirmed: she is on the waitlist.'));

    await typeCode('');
    await vi.waitFor(() => expect(status()).toHaveTextContent('Please scan or type the code.'));
    expect(calls).toHaveLength(3);
  });

  it('in express mode checks in a scanned code at once, once, and stops the camera on leaving', async () => {
    const stop = cameraShowing('WFC-SCAN');
    const { view, status } = openCheckIn();
    const express = screen.getByRole('switch', { name: 'Express mode' });
    await userEvent.click(express);
    expect(express).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Checked in: Asha Varghese'));
    expect(calls).toEqual([{ method: 'POST', url: `${base}/check-in`, body: { code: 'WFC-SCAN' } }]);
    // The same code, still before the camera, is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls).toHaveLength(1);
    expect(stop).not.toHaveBeenCalled();
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('without express mode, a scan shows who it is and waits for Check in', async () => {
    routes[`POST ${base}/check-in`] = (body) =>
      (body as { preview?: boolean }).preview
        ? json({ guest: asha, already: false, counts: countsOf(), message: asha.name })
        : json(checkedIn());
    cameraShowing('WFC-SCAN');
    const { status } = openCheckIn();
    expect(screen.getByRole('switch', { name: 'Express mode' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Type the code' })).toHaveValue('WFC-SCAN'));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Code read: Asha Varghese. Press Check in to check her in.'));
    expect(calls).toEqual([{ method: 'POST', url: `${base}/check-in`, body: { code: 'WFC-SCAN', preview: true } }]);
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Stop the camera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Checked in: Asha Varghese'));
    expect(calls).toEqual([{ method: 'POST', url: `${base}/check-in`, body: { code: 'WFC-SCAN' } }]);
  });

  it('says so when the camera is not allowed', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException('No', 'NotAllowedError'))) },
      }),
    );
    openCheckIn();
    await userEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera was not allowed.');
  });

  it('checks in a guest found by name', async () => {
    routes[`GET ${base}`] = () =>
      json({
        event: eventOf({ counts: countsOf({ checkedIn: 5 }) }),
        guests: [asha, guestOf({ id: 'g2', name: 'Asha Pillai', status: 'pending' })],
      });
    routes[`POST ${base}/guests/g1/check-in`] = () => json(checkedIn());
    const { status } = openCheckIn();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a guest by name' }), 'asha');
    const found = await screen.findByRole('list', { name: 'Guests found' });
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.url)).toEqual([`${base}?q=asha`]);
    expect(screen.getByText(/^Checked in:.*going$/)).toHaveTextContent('Checked in: 5 of 12 going');
    expect(within(found).getByText('Waiting for approval')).toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: 'Check in Asha Varghese' }));
    await vi.waitFor(() => expect(status()).toHaveTextContent('Checked in: Asha Varghese'));
    expect(within(found).getByText(/^Checked in at/)).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Check in Asha Varghese' })).not.toBeInTheDocument();
  });
});
