import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendPageView } from './page-view-beacon';

describe('the page view beacon', () => {
  const sendBeacon = vi.fn(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, doNotTrack: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a move to a public page, in either language', () => {
    sendPageView('/ml/events');
    sendPageView('/resources/blog/a-post');
    expect(sendBeacon.mock.calls).toEqual([
      ['/api/visits', JSON.stringify({ path: '/ml/events' })],
      ['/api/visits', JSON.stringify({ path: '/resources/blog/a-post' })],
    ]);
  });

  it('sends nothing for a staff screen or a private page', () => {
    for (const path of ['/admin', '/operator/reports', '/member', '/members', '/request', '/ml/account']) sendPageView(path);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends nothing when the browser asks not to be tracked', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, doNotTrack: '1' });
    sendPageView('/events');
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, globalPrivacyControl: true });
    sendPageView('/events');
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
