import { interestOptions } from '@wfc/shared';
import type { MailKind } from '../src/features/mail/outbox.service';

/**
 * Sample data of every kind of e-mail, and the variants that take each branch of its message (a
 * count of one and of many, an optional part present and absent): rendered by the mail inventory
 * test in every language, so that every text of every message is looked up, and by render-mail's test.
 */
export const site = {
  name: 'Women Founders Club',
  address: '2nd Floor, Startup Hub, Kochi, Kerala 682030',
  publicUrl: 'https://club.example.org',
};
export const requestUrl = 'https://club.example.org/request#tok_abc';
const caseUrl = 'https://club.example.org/enabler/cases?case=c1';
const question = 'How do I price my first product?\nI sell handmade soap.';

const guestUrl = 'https://club.example.org/events/registration#tok_g';
const event = {
  title: 'Pricing Workshop',
  date: 'Saturday, 12 December 2026',
  time: '10:00 AM - 1:00 PM IST',
  location: 'WFC Community Space, Kochi',
  startsAt: '2026-12-12T04:30:00.000Z',
  url: 'https://club.example.org/events/pricing-workshop',
};
const calendar = (method: 'REQUEST' | 'CANCEL') => ({
  method,
  uid: 'event-evt-1@club.example.org',
  sequence: 0,
  start: '2026-12-12T04:30:00.000Z',
  end: '2026-12-12T07:30:00.000Z',
  summary: 'Pricing Workshop',
  location: 'WFC Community Space, Kochi',
  description: 'A morning on pricing.',
  url: 'https://club.example.org/events/pricing-workshop',
  organizerEmail: 'events@club.example.org',
  attendeeName: 'Anna Joseph',
  attendeeEmail: 'anna@example.org',
});
const session = {
  otherName: 'Leela Menon',
  when: 'Thursday 3 December 2026, 19:00\u201319:30 (Asia/Kolkata)',
  durationMinutes: 30,
  topic: 'Pricing my translation services for agencies.',
  url: 'https://club.example.org/sessions/booking#tok_s',
};
const meeting = { kind: 'link', value: 'https://meet.example.org/leela' };

/** Sample data of every kind, as the plan fixes it. */
export const samples: Record<MailKind, Record<string, unknown>> = {
  'help-received': { requesterName: 'Anna Joseph', question, requestUrl },
  'new-requests-digest': {
    recipientName: 'Olivia Operator',
    requests: [
      { requesterFirstName: 'Anna', question, createdAt: '2026-11-27T10:00:00.000Z' },
      { requesterFirstName: 'Mira', question: 'Where do I register a company?', createdAt: '2026-11-27T10:05:00.000Z' },
    ],
    dashboardUrl: 'https://club.example.org/operator',
  },
  'case-assigned': { recipientName: 'Esha Enabler', requesterFirstName: 'Anna', question, deadline: '2026-12-04T10:00:00.000Z', caseUrl },
  'cases-returned': {
    recipientName: 'Olivia Operator',
    enablerName: 'Esha Enabler',
    cases: [{ question, caseUrl }],
    dashboardUrl: 'https://club.example.org/operator',
  },
  'enabler-replied': {
    requesterName: 'Anna Joseph',
    enablerName: 'Esha Enabler',
    body: 'Start with your costs.',
    requestUrl,
    replyByEmail: true,
  },
  'requester-replied': { recipientName: 'Esha Enabler', requesterFirstName: 'Anna', body: 'Thank you! And shipping?', caseUrl },
  'case-handed-back': {
    recipientName: 'Olivia Operator',
    enablerName: 'Esha Enabler',
    reason: 'Travelling for a month.',
    question,
    caseUrl,
  },
  'deadline-reminder': { recipientName: 'Esha Enabler', question, deadline: '2026-12-04T10:00:00.000Z', caseUrl },
  'case-overdue': { recipientName: 'Esha Enabler', enablerName: 'Esha Enabler', question, deadline: '2026-12-04T10:00:00.000Z', caseUrl },
  'case-completed': { requesterName: 'Anna Joseph', enablerName: 'Esha Enabler', question, requestUrl },
  'case-reopened': { requesterName: 'Anna Joseph', question, requestUrl },
  'case-reopened-staff': {
    recipientName: 'Esha Enabler',
    requesterFirstName: 'Anna',
    question,
    deadline: '2026-12-04T10:00:00.000Z',
    caseUrl,
  },
  'request-links': { requests: [{ question, status: 'Accepted', requestUrl }] },
  'password-reset': {
    name: 'Ada Admin',
    resetUrl: 'https://club.example.org/reset-password#tok_xyz',
    expiresAt: '2026-12-04T10:00:00.000Z',
  },
  'verify-email': {
    name: 'Ena Enabler',
    verifyUrl: 'https://club.example.org/verify-email#tok_xyz',
    expiresAt: '2026-12-04T10:00:00.000Z',
  },
  'registration-waiting': {
    recipientName: 'Ada Admin',
    applicantName: 'Ena Enabler',
    role: 'enabler',
    reviewUrl: 'https://club.example.org/admin',
  },
  'account-approved': { name: 'Ena Enabler', loginUrl: 'https://club.example.org/login' },
  'account-rejected': { name: 'Ena Enabler' },
  'registration-repeated': { name: 'Ena Enabler', loginUrl: 'https://club.example.org/login' },
  'membership-repeated': {
    firstName: 'Nila',
    unsubscribeUrl: 'https://club.example.org/membership/unsubscribe#tok_u',
    oneClickUrl: 'https://club.example.org/api/membership/unsubscribe/one-click?token=tok_u',
  },
  newsletter: {
    subject: 'Workshop on pricing, 12 December',
    preheader: 'Seats are limited: register by Friday',
    html: '<h2>Pricing your work</h2><p>Join us in Kochi for an evening on <strong>pricing</strong>.</p>',
    text: '## Pricing your work\n\nJoin us in Kochi for an evening on **pricing**.',
    webUrl: 'https://club.example.org/newsletters/workshop-on-pricing',
    preferencesUrl: 'https://club.example.org/membership/unsubscribe#tok_n',
    oneClickUrl: 'https://club.example.org/api/membership/unsubscribe/one-click?token=tok_n',
    topics: ['events'],
    listId: '"Club newsletter" <newsletter.club.example.org>',
  },
  'staff-invite': {
    name: 'Olive Operator',
    inviterName: 'Ada Admin',
    role: 'operator',
    inviteUrl: 'https://club.example.org/accept-invite#tok_xyz',
    expiresAt: '2026-12-04T10:00:00.000Z',
  },
  'inquiry-received': {
    recipientName: 'Esha Enabler',
    visitorName: 'Anna Joseph',
    question,
    profileName: 'Esha Enabler',
    forOperators: false,
    dashboardUrl: 'https://club.example.org/enabler/inquiries',
  },
  'inquiry-accepted': { visitorName: 'Anna Joseph', enablerName: 'Esha Enabler', enablerEmail: 'esha@example.org', question },
  'inquiry-introduction': { recipientName: 'Esha Enabler', visitorName: 'Anna Joseph', visitorEmail: 'anna@example.org', question },
  'inquiry-declined': {
    visitorName: 'Anna Joseph',
    enablerName: 'Esha Enabler',
    reason: 'I am away until March.',
    directoryUrl: 'https://club.example.org/allenablers',
  },
  'inquiry-reminder': {
    recipientName: 'Esha Enabler',
    visitorName: 'Anna Joseph',
    question,
    receivedAt: '2026-12-01T10:00:00.000Z',
    dashboardUrl: 'https://club.example.org/enabler/inquiries',
  },
  'member-confirm': {
    firstName: 'Nila',
    confirmUrl: 'https://club.example.org/membership/confirm#tok_c',
    unsubscribeUrl: 'https://club.example.org/membership/unsubscribe#tok_u',
    oneClickUrl: 'https://club.example.org/api/membership/unsubscribe/one-click?token=tok_u',
  },
  'member-sign-in': {
    signInUrl: 'https://club.example.org/member/sign-in#tok_s',
    signInCode: '042917',
    expiresAt: '2026-12-04T10:00:00.000Z',
  },
  'event-registration': {
    name: 'Anna Joseph',
    because: 'registered',
    status: 'confirmed',
    guestUrl,
    checkInCode: '7KQ2M-XW9D3',
    event,
    calendar: calendar('REQUEST'),
  },
  'event-registration-ended': { name: 'Anna Joseph', because: 'cancelled', event, calendar: calendar('CANCEL') },
  'event-reminder': { name: 'Anna Joseph', when: 'day', event, guestUrl, checkInCode: '7KQ2M-XW9D3' },
  'event-updated': { name: 'Anna Joseph', changed: ['time'], event, guestUrl, calendar: calendar('REQUEST') },
  'event-message': { name: 'Anna Joseph', subject: 'Parking at the venue', body: 'Please use the gate on the east side.', event, guestUrl },
  'inbox-answer': {
    name: 'Meera Pillai',
    subject: 'Re: Volunteering at the next meet-up',
    body: 'Thank you! Yes, we would love your help at the registration desk.',
    authorName: 'Olivia Operator',
  },
  'session-confirm-address': { name: 'Anna Joseph', role: 'mentee', session, holdsUntil: '2026-12-03T13:00:00.000Z' },
  'session-booked': {
    name: 'Anna Joseph',
    role: 'mentee',
    status: 'confirmed',
    session: { ...session, meeting },
    calendar: calendar('REQUEST'),
  },
  'session-changed': {
    name: 'Anna Joseph',
    role: 'mentee',
    because: 'rescheduled',
    by: 'enabler',
    previousWhen: 'Wednesday 2 December 2026, 19:00\u201319:30 (Asia/Kolkata)',
    session: { ...session, meeting },
    calendar: calendar('REQUEST'),
  },
  'session-reminder': { name: 'Anna Joseph', role: 'mentee', when: 'day', session: { ...session, meeting } },
  'session-feedback': { name: 'Anna Joseph', role: 'mentee', session },
  'introduction-request': {
    recipientName: 'Meera Pillai',
    senderName: 'Anna Joseph',
    note: 'I am starting a soap brand in Thrissur and would love your advice on retail.',
    card: {
      company: 'Kaya Soaps',
      role: 'Founder',
      vertical: 'retail',
      city: 'Thrissur',
      canHelp: 'Packaging design',
      canHelpTags: ['packaging', 'design'],
      lookingFor: 'A retail partner',
      lookingForTags: ['retail'],
      website: 'https://kaya.example.org',
      linkedin: 'https://www.linkedin.com/in/anna-joseph',
      textLocale: 'en',
    },
    answerUrl: 'https://club.example.org/introduction#tok_i',
    pageUrl: 'https://club.example.org/member',
    days: 14,
  },
  'introduction-made': {
    sender: { name: 'Anna Joseph', email: 'anna@example.org' },
    recipient: { name: 'Meera Pillai', email: 'meera@example.org' },
    note: 'I am starting a soap brand in Thrissur and would love your advice on retail.',
  },
  'introduction-declined': { recipientName: 'Anna Joseph', otherName: 'Meera Pillai', directoryUrl: 'https://club.example.org/members' },
  'directory-card-hidden': {
    recipientName: 'Anna Joseph',
    reason: 'Your card advertised a loan offer.',
    pageUrl: 'https://club.example.org/member',
  },
  'introduction-note-hidden': {
    recipientName: 'Anna Joseph',
    otherName: 'Meera Pillai',
    reason: 'The note was a sales pitch.',
    pageUrl: 'https://club.example.org/member',
  },
};

const inquiries = [
  { name: 'Anna', question: 'Can you look at my deck?' },
  { name: 'Mira', question: 'Do you know an accountant?' },
];
const twoCases = [
  { question, caseUrl },
  { question: 'Where do I register a company?', caseUrl },
];

/** Every sample, and the variants of those with branches. */
export const mailVariants: [MailKind, Record<string, unknown>][] = [
  ...(Object.entries(samples) as [MailKind, Record<string, unknown>][]),
  ['case-assigned', { ...samples['case-assigned'], deadline: null }],
  ['case-reopened-staff', { ...samples['case-reopened-staff'], deadline: null }],
  [
    'new-requests-digest',
    { ...samples['new-requests-digest'], requests: (samples['new-requests-digest'].requests as unknown[]).slice(0, 1) },
  ],
  ['cases-returned', { ...samples['cases-returned'], cases: twoCases }],
  ['cases-returned', { ...samples['cases-returned'], inquiries: inquiries.slice(0, 1), inquiriesUrl: caseUrl }],
  ['cases-returned', { ...samples['cases-returned'], cases: twoCases, inquiries, inquiriesUrl: caseUrl }],
  ['cases-returned', { ...samples['cases-returned'], cases: [], inquiries: inquiries.slice(0, 1), inquiriesUrl: caseUrl }],
  ['cases-returned', { ...samples['cases-returned'], cases: [], inquiries }],
  ['inquiry-received', { ...samples['inquiry-received'], forOperators: true, profileName: 'Priya Menon' }],
  ['inquiry-declined', { ...samples['inquiry-declined'], reason: undefined }],
  // A card in the other language, one showing only her name, and every vertical (issue 42).
  ['introduction-request', { ...samples['introduction-request'], card: { textLocale: 'ml' } }],
  ...(['tech', 'health', 'finance', 'education'] as const).map((vertical): [MailKind, Record<string, unknown>] => [
    'introduction-request',
    { ...samples['introduction-request'], card: { vertical, textLocale: 'ml' } },
  ]),
  // Two members of different languages, and a note the club hid.
  ['introduction-made', { ...samples['introduction-made'], alsoIn: 'ml' }],
  ['introduction-made', { ...samples['introduction-made'], note: undefined, alsoIn: 'en' }],
  ['registration-waiting', { ...samples['registration-waiting'], role: 'operator' }],
  ['staff-invite', { ...samples['staff-invite'], role: 'enabler' }],
  ['staff-invite', { ...samples['staff-invite'], role: 'admin' }],
  ['request-links', { requests: ['Pending', 'Accepted', 'Completed'].map((status) => ({ question, status, requestUrl })) }],
  // A test copy (no links of hers), one for every topic, and a preview with none chosen yet.
  [
    'newsletter',
    {
      ...samples.newsletter,
      preferencesUrl: undefined,
      oneClickUrl: undefined,
      test: true,
      webUrl: undefined,
      topics: interestOptions.map((option) => option.value),
    },
  ],
  ['newsletter', { ...samples.newsletter, topics: [] }],
  // Every state and reason of an event's e-mails.
  ...(['repeated', 'approved', 'promoted'] as const).map((reason): [MailKind, Record<string, unknown>] => [
    'event-registration',
    { ...samples['event-registration'], because: reason },
  ]),
  ['event-registration', { name: 'Anna Joseph', because: 'registered', status: 'pending', guestUrl, event }],
  ['event-registration', { name: 'Anna Joseph', because: 'registered', status: 'waitlisted', position: 3, guestUrl, event }],
  [
    'event-registration',
    { name: 'Anna Joseph', because: 'offered', status: 'offered', offerExpiresAt: '2026-12-06T10:00:00.000Z', guestUrl, event },
  ],
  ...(['cancelled-by-staff', 'declined', 'offer-expired'] as const).map((reason): [MailKind, Record<string, unknown>] => [
    'event-registration-ended',
    { name: 'Anna Joseph', because: reason, event },
  ]),
  [
    'event-registration-ended',
    { ...samples['event-registration-ended'], because: 'event-cancelled', note: 'The speaker is unwell; we will set a new date soon.' },
  ],
  ['event-reminder', { ...samples['event-reminder'], when: 'hour', onlineLink: 'https://meet.example.org/pricing' }],
  ['event-updated', { ...samples['event-updated'], changed: ['place'] }],
  ['event-updated', { ...samples['event-updated'], changed: ['time', 'place'] }],
  ['inquiry-accepted', { ...samples['inquiry-accepted'], bookingUrl: 'https://club.example.org/book/1' }],
  [
    'session-booked',
    {
      ...samples['session-booked'],
      role: 'enabler',
      session: { ...session, otherName: 'Anna Joseph', url: 'https://wfc.example.org/enabler/sessions' },
    },
  ],
  ['session-booked', { name: 'Anna Joseph', role: 'mentee', status: 'requested', session }],
  ['session-booked', { name: 'Leela Menon', role: 'enabler', status: 'requested', session: { ...session, otherName: 'Anna Joseph' } }],
  ['session-changed', { ...samples['session-changed'], role: 'enabler', by: 'enabler' }],
  ['session-changed', { name: 'Leela Menon', role: 'enabler', because: 'rescheduled', by: 'mentee', session }],
  ['session-changed', { name: 'Anna Joseph', role: 'mentee', because: 'rescheduled', by: 'mentee', session }],
  [
    'session-changed',
    {
      name: 'Anna Joseph',
      role: 'mentee',
      because: 'cancelled',
      by: 'enabler',
      note: 'I am unwell; please book another day.',
      session,
      calendar: calendar('CANCEL'),
    },
  ],
  ['session-changed', { name: 'Anna Joseph', role: 'mentee', because: 'cancelled', by: 'mentee', session, calendar: calendar('CANCEL') }],
  [
    'session-changed',
    {
      name: 'Leela Menon',
      role: 'enabler',
      because: 'cancelled',
      by: 'staff',
      note: 'The club is closed that day.',
      session,
      calendar: calendar('CANCEL'),
    },
  ],
  ['session-changed', { name: 'Anna Joseph', role: 'mentee', because: 'declined', by: 'enabler', session }],
  ['session-changed', { name: 'Anna Joseph', role: 'mentee', because: 'cancelled', by: 'system', session, calendar: calendar('CANCEL') }],
  ['session-changed', { name: 'Anna Joseph', role: 'mentee', because: 'not-accepted', by: 'system', session }],
  [
    'session-reminder',
    { ...samples['session-reminder'], when: 'hour', session: { ...session, meeting: { kind: 'phone', value: '+91 90000 00000' } } },
  ],
  [
    'session-reminder',
    { ...samples['session-reminder'], role: 'enabler', session: { ...session, meeting: { kind: 'place', value: 'Club room, Kakkanad' } } },
  ],
  ['session-feedback', { ...samples['session-feedback'], role: 'enabler' }],
];
