import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { renderHook } from '../../../testing/library';
import { liveStream } from '../../../testing/live-stream';
import { json } from '../../../testing/responses';
import { stubApi, type Call } from '../../../testing/stub-api';
import { useDirectoryCounts } from './get-directory-counts';
import { useDirectoryReports } from './get-directory-reports';
import { useHiddenCards } from './get-hidden-cards';

let calls: Call[];
let live: ReturnType<typeof liveStream>;

beforeEach(() => {
  saveStaffSignIn('operator-token', 'operator');
  live = liveStream();
  calls = stubApi({
    'GET /api/staff/live': live.respond,
    'GET /api/staff/directory/reports': () => json([], 200, { 'X-Total-Count': '0' }),
    'GET /api/staff/directory/counts': () => json({ listed: 0, hiddenByStaff: 0, requests: 0, accepted: 0, declined: 0, openReports: 0 }),
    'GET /api/staff/directory/hidden': () => json([]),
  });
});

afterEach(() => vi.unstubAllGlobals());

const reads = (path: string) => calls.filter((call) => call.url.split('?')[0] === path).length;
/** Lets a change that was sent reach the screen (and any read it starts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the directory's moderation screen follows the live changes (issue 42 with issue 41's feed)", () => {
  it('reads its reports, counts and hidden cards again on a moderation change, and not on a case or the Inbox', async () => {
    const { result } = renderHook(() => ({ reports: useDirectoryReports('open'), counts: useDirectoryCounts(), hidden: useHiddenCards() }));
    await vi.waitFor(() => expect(result.current.counts.data).toBeDefined());
    await vi.waitFor(() => expect(result.current.hidden.data).toBeDefined());
    const paths = ['/api/staff/directory/reports', '/api/staff/directory/counts', '/api/staff/directory/hidden'];
    await vi.waitFor(() => expect(paths.map(reads)).toEqual([1, 1, 1]));
    await live.send({ kind: 'inbox' });
    await live.send({ kind: 'case-changed', caseId: 'c1' });
    await settle();
    expect(paths.map(reads)).toEqual([1, 1, 1]);
    await live.send({ kind: 'directory' });
    await vi.waitFor(() => expect(paths.map(reads)).toEqual([2, 2, 2]));
  });
});
