import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { renderHook } from '../../../testing/library';
import { liveStream } from '../../../testing/live-stream';
import { caseOf, json } from '../../../testing/responses';
import { stubApi, type Call } from '../../../testing/stub-api';
import { useEnablerCase } from './get-enabler-case';
import { useMyCases } from './get-my-cases';

let calls: Call[];
let live: ReturnType<typeof liveStream>;

beforeEach(() => {
  saveStaffSignIn('enabler-token', 'enabler');
  live = liveStream();
  calls = stubApi({
    'GET /api/staff/live': live.respond,
    'GET /api/enabler/my-cases': () => json([caseOf({ status: 'Accepted' })], 200, { 'X-Total-Count': '1' }),
    'GET /api/enabler/cases/c1': () => json({ case: caseOf({ status: 'Accepted' }), messages: [], history: [] }),
  });
});

afterEach(() => vi.unstubAllGlobals());

const reads = (url: string) => calls.filter((call) => call.url === url).length;
/** Lets a change that was sent reach the screens (and any read it starts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the enabler's screens follow the live changes of her cases (issue 41)", () => {
  it('reads My Cases again when one of them changes or has a message', async () => {
    const { result } = renderHook(() => useMyCases());
    await vi.waitFor(() => expect(result.current.items).toHaveLength(1));
    const list = '/api/enabler/my-cases?limit=20';
    await live.send({ kind: 'case-changed', caseId: 'c1' });
    await vi.waitFor(() => expect(reads(list)).toBe(2));
    await live.send({ kind: 'case-message', caseId: 'c1' });
    await vi.waitFor(() => expect(reads(list)).toBe(3));
  });

  it('reads her open case again on its own message only', async () => {
    const { result } = renderHook(() => useEnablerCase('c1'));
    await vi.waitFor(() => expect(result.current.data).toBeDefined());
    const detail = '/api/enabler/cases/c1';
    await live.send({ kind: 'case-message', caseId: 'c3' });
    await settle();
    expect(reads(detail)).toBe(1);
    await live.send({ kind: 'case-message', caseId: 'c1' });
    await vi.waitFor(() => expect(reads(detail)).toBe(2));
    expect(calls.find((call) => call.url === '/api/staff/live')).toBeDefined();
  });
});
