import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { renderHook } from '../../../testing/library';
import { liveStream } from '../../../testing/live-stream';
import { caseOf, json } from '../../../testing/responses';
import { stubApi, type Call } from '../../../testing/stub-api';
import { useOperatorCases } from './get-cases';
import { useOperatorCase } from './get-operator-case';

let calls: Call[];
let live: ReturnType<typeof liveStream>;

beforeEach(() => {
  saveStaffSignIn('operator-token', 'operator');
  live = liveStream();
  calls = stubApi({
    'GET /api/staff/live': live.respond,
    'GET /api/operator/cases': () => json([caseOf()], 200, { 'X-Total-Count': '1' }),
    'GET /api/operator/cases/c1': () => json({ case: caseOf(), messages: [], history: [] }),
  });
});

afterEach(() => vi.unstubAllGlobals());

const reads = (url: string) => calls.filter((call) => call.url === url).length;
/** Lets a change that was sent reach the screens (and any read it starts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the operator's screens follow the live changes (issue 41)", () => {
  it('reads the Cases list again on a new request, a change or a message', async () => {
    const { result } = renderHook(() => useOperatorCases());
    await vi.waitFor(() => expect(result.current.cases).toHaveLength(1));
    const list = '/api/operator/cases?limit=20';
    expect(reads(list)).toBe(1);
    await live.send({ kind: 'inbox' });
    await settle();
    expect(reads(list)).toBe(1);
    await live.send({ kind: 'case-created', caseId: 'c2' });
    await vi.waitFor(() => expect(reads(list)).toBe(2));
    await live.send({ kind: 'case-message', caseId: 'c1' });
    await vi.waitFor(() => expect(reads(list)).toBe(3));
    await live.send({ kind: 'case-changed', caseId: 'c9' });
    await vi.waitFor(() => expect(reads(list)).toBe(4));
  });

  it('reads an open case again on its own message or change only', async () => {
    const { result } = renderHook(() => useOperatorCase('c1'));
    await vi.waitFor(() => expect(result.current.data).toBeDefined());
    const detail = '/api/operator/cases/c1';
    await live.send({ kind: 'case-message', caseId: 'c2' });
    await live.send({ kind: 'inbox' });
    await settle();
    expect(reads(detail)).toBe(1);
    await live.send({ kind: 'case-message', caseId: 'c1' });
    await vi.waitFor(() => expect(reads(detail)).toBe(2));
    await live.send({ kind: 'case-changed', caseId: 'c1' });
    await vi.waitFor(() => expect(reads(detail)).toBe(3));
  });
});
