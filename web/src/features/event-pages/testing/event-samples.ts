import type { Event, GuestRegistration, PublicRegistration } from '@wfc/shared';

/** Registration here, open, with two questions (a required choice, a text), changed by `overrides`. */
export function registrationOf(overrides: Partial<PublicRegistration> = {}): PublicRegistration {
  return {
    open: true,
    capacity: 40,
    placesLeft: 12,
    waitlist: true,
    approval: false,
    closesAt: null,
    questions: [
      {
        id: 'q-stage',
        label: 'Where is your business today?',
        kind: 'choice',
        options: [
          { value: 'An idea', label: 'An idea' },
          { value: 'Growing', label: 'Growing' },
        ],
        required: true,
      },
      { id: 'q-learn', label: 'What would you most like to learn?', kind: 'text', options: [], required: false },
    ],
    online: false,
    cancelledAt: null,
    ...overrides,
  };
}

/** The Founders Summit, registering here, as GET /api/events gives it. */
export function eventOf(overrides: Partial<Event> = {}): Event {
  return {
    id: 'evt-1',
    slug: 'founders-summit',
    title: 'Founders Summit',
    date: 'Saturday, 6 March 2027',
    dateObj: '2027-03-06T04:00:00.000Z',
    endsAt: '2027-03-06T10:00:00.000Z',
    time: '9:30 AM - 3:30 PM IST',
    location: 'Harbour View Convention Centre, Kochi',
    description: 'A day of talks and workshops.',
    link: '/events/founders-summit',
    category: 'event',
    coverImage: '/images/events/summit.svg',
    imageAlt: 'A hall full of founders',
    registration: registrationOf(),
    ...overrides,
  };
}

/** Her confirmed registration, as her link shows it, changed by `overrides`. */
export function guestOf(overrides: Partial<GuestRegistration> = {}): GuestRegistration {
  return {
    status: 'confirmed',
    name: 'Asha Nair',
    email: 'a•••@example.org',
    position: null,
    offerExpiresAt: null,
    checkedInAt: null,
    checkInCode: '7KQ2M-XW9D3',
    answers: [{ question: 'Where is your business today?', answer: 'Growing' }],
    event: {
      id: 'evt-1',
      slug: 'founders-summit',
      title: 'Founders Summit',
      date: 'Saturday, 6 March 2027',
      time: '9:30 AM - 3:30 PM IST',
      startsAt: '2027-03-06T04:00:00.000Z',
      endsAt: '2027-03-06T10:00:00.000Z',
      location: 'Harbour View Convention Centre, Kochi',
      onlineLink: null,
      cancelledAt: null,
    },
    cancellable: true,
    ...overrides,
  };
}
