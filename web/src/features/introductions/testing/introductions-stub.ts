import type { BlockedMember, DirectoryCard, IntroductionView, MyIntroductions } from '@wfc/shared';
import { json } from '../../../testing/responses';
import { stubMemberApi } from '../../member-account/testing/member-api-stub';

/** A card of the directory: Anjali's, with what she chose to show. */
export function cardOf(overrides: Partial<DirectoryCard> = {}): DirectoryCard {
  return {
    id: 'l-anjali',
    name: 'Anjali Menon',
    textLocale: 'en',
    company: 'Kochi Looms',
    role: 'Founder',
    vertical: 'retail',
    city: 'Kochi',
    canHelp: 'Export paperwork for handloom.',
    canHelpTags: ['export', 'handloom'],
    lookingFor: 'A co-founder who codes.',
    website: 'https://kochilooms.example',
    ...overrides,
  };
}

/** A request Anjali sent her, waiting for her answer, changed by `overrides`. */
export function introductionOf(overrides: Partial<IntroductionView> = {}): IntroductionView {
  return {
    _id: 'n1',
    direction: 'received',
    status: 'pending',
    other: { listingId: 'l-anjali', name: 'Anjali Menon' },
    note: 'I export handloom and would love to learn how you priced yours.',
    noteHidden: false,
    createdAt: '2026-12-01T09:00:00.000Z',
    answeredAt: null,
    otherEmail: null,
    ...overrides,
  };
}

/** Her introductions: one waiting for her, one she declined, one she sent and was accepted, one she sent still waiting. */
export function myIntroductions(): MyIntroductions {
  return {
    received: [
      introductionOf(),
      introductionOf({
        _id: 'n2',
        status: 'declined',
        other: { listingId: null, name: 'Devi Nair' },
        note: null,
        noteHidden: true,
        createdAt: '2026-11-20T09:00:00.000Z',
        answeredAt: '2026-11-21T09:00:00.000Z',
      }),
    ],
    sent: [
      introductionOf({
        _id: 'n3',
        direction: 'sent',
        status: 'accepted',
        other: { listingId: 'l-meera', name: 'Meera Pillai' },
        note: 'Could we talk about hiring in Thrissur?',
        createdAt: '2026-11-25T09:00:00.000Z',
        answeredAt: '2026-11-26T09:00:00.000Z',
        otherEmail: 'meera@example.org',
      }),
      introductionOf({
        _id: 'n4',
        direction: 'sent',
        status: 'pending',
        other: { listingId: 'l-priya', name: 'Priya Das' },
        note: 'May I ask about your app for tailors?',
        createdAt: '2026-11-28T09:00:00.000Z',
        // Never sent before both agree; the page must not show it even if it were.
        otherEmail: 'leak@example.org',
      }),
    ],
  };
}

export const blockedMembers: BlockedMember[] = [{ listingId: 'l-sita', name: 'Sita Raman', createdAt: '2026-11-30T09:00:00.000Z' }];

/** The member API with her introductions and blocks (member-account's stub, its routes changeable by a test). */
export function stubIntroductionsApi() {
  const stub = stubMemberApi();
  stub.routes['GET /api/member/introductions'] = () => json(myIntroductions());
  stub.routes['GET /api/member/blocks'] = () => json(blockedMembers);
  return stub;
}
