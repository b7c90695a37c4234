import { describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { createSmtpTransport, describeSendFailure } from './mail-transport';

describe('describeSendFailure', () => {
  const reply = (responseCode: number, response: string) => Object.assign(new Error(response), { responseCode, response });

  it('treats 4xx replies, 503 and network errors as temporary, other 5xx as permanent', () => {
    expect(describeSendFailure(reply(421, '421 4.4.2 Too busy'))).toEqual({
      permanent: false,
      reason: 'SMTP 421: 4.4.2 Too busy',
      responseCode: 421,
    });
    expect(describeSendFailure(reply(451, '451 Greylisted'))).toMatchObject({ permanent: false });
    expect(describeSendFailure(reply(503, '503 Bad sequence of commands'))).toMatchObject({ permanent: false });
    expect(describeSendFailure(reply(550, '550 5.1.1 No such user'))).toEqual({
      permanent: true,
      reason: 'SMTP 550: 5.1.1 No such user',
      responseCode: 550,
    });
    expect(describeSendFailure(reply(554, '554 Rejected'))).toMatchObject({ permanent: true });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' });
    expect(describeSendFailure(refused)).toEqual({ permanent: false, reason: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2525' });
    expect(describeSendFailure(undefined)).toEqual({ permanent: false, reason: 'unknown error' });
  });

  it('keeps addresses out of the reason and keeps it short', () => {
    const failure = describeSendFailure(
      reply(550, `550 5.7.1 <anna.joseph@example.org> refused for "Anna" bob@example.net ${'x'.repeat(400)}`),
    );
    expect(failure.reason).toMatch(/^SMTP 550: 5\.7\.1 <\[address\]> refused for "Anna" \[address\] x+$/);
    expect(failure.reason).toHaveLength(300);
  });

  it('gives up at once on a message that cannot be addressed', async () => {
    const peer = await startSmtpPeer();
    const transport = createSmtpTransport(peer.url);
    try {
      const sending = transport.send({
        messageId: '<1@x>',
        from: 'a@b.c',
        to: { name: undefined, address: '' },
        subject: 's',
        text: 't',
        html: 'h',
      });
      const error = await sending.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(describeSendFailure(error)).toMatchObject({ permanent: true, reason: expect.stringMatching(/^EENVELOPE: /) });
      expect(peer.offered).toEqual([]);
    } finally {
      transport.close();
      await peer.close();
    }
  });
});
