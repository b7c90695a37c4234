import { describe, expect, it } from 'vitest';
import {
  addVisitDays,
  agentTraitsOf,
  clientAddressReader,
  isUncounted,
  referrerHostOf,
  rememberedAgentTraits,
  visitDayEndOf,
  visitDayOf,
} from './visit-traits';

const uncounted = (headers: Record<string, string>) => isUncounted(headers, agentTraitsOf(headers['user-agent'] ?? ''));
const deviceOf = (userAgent: string) => agentTraitsOf(userAgent).device;

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const androidPhone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const androidTablet = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe('what a visit is counted under', () => {
  it('leaves out bots, DNT, GPC and staff, and counts a browser', () => {
    expect(uncounted({ 'user-agent': chrome })).toBe(false);
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'curl/8.5.0',
      'facebookexternalhit/1.1',
      'HeadlessChrome/131',
      '',
    ])
      expect(uncounted({ 'user-agent': agent }), agent).toBe(true);
    expect(uncounted({})).toBe(true);
    expect(uncounted({ 'user-agent': chrome, dnt: '1' })).toBe(true);
    expect(uncounted({ 'user-agent': chrome, 'sec-gpc': '1' })).toBe(true);
    expect(uncounted({ 'user-agent': chrome, authorization: 'Bearer x' })).toBe(true);
    expect(uncounted({ 'user-agent': chrome, dnt: '0' })).toBe(false);
  });

  it('tells mobile, tablet and desktop apart', () => {
    expect(deviceOf(chrome)).toBe('desktop');
    expect(deviceOf(iphone)).toBe('mobile');
    expect(deviceOf(androidPhone)).toBe('mobile');
    expect(deviceOf(androidTablet)).toBe('tablet');
    expect(deviceOf(ipad)).toBe('tablet');
  });

  it('remembers a user agent’s traits, a bounded number of them', () => {
    const read = rememberedAgentTraits(2);
    expect(read(iphone)).toBe(read(iphone));
    expect(read(chrome)).toEqual({ bot: false, device: 'desktop' });
    expect(read('Googlebot/2.1')).toEqual({ bot: true, device: 'desktop' });
    expect(read(iphone)).toEqual({ bot: false, device: 'mobile' });
  });

  it('keeps only another site’s host from a referrer', () => {
    expect(referrerHostOf('https://News.Example.com/story?id=42#top', 'club.example.org', 'club.example.org')).toBe('news.example.com');
    expect(referrerHostOf('https://club.example.org/events', 'club.example.org', undefined)).toBe('');
    expect(referrerHostOf('http://localhost:3000/', 'club.example.org', 'localhost:3000')).toBe('');
    expect(referrerHostOf('android-app://com.google.android.gm/', 'club.example.org', undefined)).toBe('');
    expect(referrerHostOf('javascript:alert(1)', 'club.example.org', undefined)).toBe('');
    expect(referrerHostOf('https://', 'club.example.org', undefined)).toBe('');
    expect(referrerHostOf(undefined, 'club.example.org', undefined)).toBe('');
  });

  it('dates a view by the day in India', () => {
    expect(visitDayOf(Date.parse('2026-12-09T18:29:59Z'))).toBe('2026-12-09');
    expect(visitDayOf(Date.parse('2026-12-09T18:30:00Z'))).toBe('2026-12-10');
    expect(visitDayEndOf(Date.parse('2026-12-09T20:00:00Z'))).toBe(Date.parse('2026-12-10T18:30:00Z'));
    expect(addVisitDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addVisitDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads the client address as Fastify’s trustProxy does', () => {
    expect(clientAddressReader(false)('::ffff:10.0.0.5', '1.2.3.4')).toBe('10.0.0.5');
    expect(clientAddressReader(1)('10.0.0.5', '9.9.9.9, 1.2.3.4')).toBe('1.2.3.4');
    expect(clientAddressReader(2)('10.0.0.5', '9.9.9.9, 1.2.3.4')).toBe('9.9.9.9');
    expect(clientAddressReader(5)('10.0.0.5', '1.2.3.4')).toBe('1.2.3.4');
    expect(clientAddressReader(1)('10.0.0.5', undefined)).toBe('10.0.0.5');
    const listed = clientAddressReader(['loopback', '10.0.0.0/8']);
    expect(listed('127.0.0.1', '9.9.9.9, 10.1.2.3')).toBe('9.9.9.9');
    expect(listed('192.0.2.1', '9.9.9.9')).toBe('192.0.2.1');
  });
});
