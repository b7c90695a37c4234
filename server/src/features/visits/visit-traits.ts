import { BlockList, isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { VisitDevice } from '@wfc/shared';

/**
 * What a visit is counted under, read from a request's headers alone (no database, no Fastify), so
 * the kept answers' path and the beacon's route read it the same way (docs/analytics.md).
 */

// Crawlers, link previews, monitors and HTTP libraries; an empty user agent is none of a browser's.
const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|headless|phantom|monitor|uptime|pingdom|curl|wget|python|httpclient|http-client|go-http|node-fetch|undici|axios|okhttp|java\/|libwww|scrapy|feed|validator|^$/i;
const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|android|opera mini|iemobile|blackberry/i;

/** What a user agent says of itself: a bot's or a browser's, and on what class of device. */
export interface AgentTraits {
  bot: boolean;
  device: VisitDevice;
}

/** The traits of a user agent: tablets first (an Android tablet says Android without Mobile). */
export function agentTraitsOf(userAgent: string): AgentTraits {
  return { bot: BOT.test(userAgent), device: TABLET.test(userAgent) ? 'tablet' : MOBILE.test(userAgent) ? 'mobile' : 'desktop' };
}

/**
 * `agentTraitsOf`, remembered for the last `limit` distinct user agents: a site sees the same few
 * browsers again and again, so a page view reads a map rather than three regular expressions.
 */
export function rememberedAgentTraits(limit = 1_000): (userAgent: string) => AgentTraits {
  const known = new Map<string, AgentTraits>();
  return (userAgent) => {
    let traits = known.get(userAgent);
    if (!traits) {
      if (known.size >= limit) known.clear();
      traits = agentTraitsOf(userAgent);
      known.set(userAgent, traits);
    }
    return traits;
  };
}

/** Whether this request asks not to be counted or is not a person's: DNT or GPC, staff (a bearer token), or a bot. */
export function isUncounted(headers: IncomingHttpHeaders, traits: AgentTraits): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1' || headers.authorization !== undefined || traits.bot;
}

/**
 * The host of another site the visitor came from, lower-cased; '' for none, for the site itself
 * (its configured host, or the host the request was sent to) and for anything that is not an
 * http(s) address. Never the path or the query.
 */
export function referrerHostOf(referrer: string | undefined, ownHost: string, requestHost: string | undefined): string {
  if (!referrer || !/^https?:\/\//i.test(referrer)) return '';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return '';
  }
  if (host.length === 0 || host.length > 253 || host === ownHost) return '';
  if (requestHost && host === requestHost.replace(/:\d+$/, '').toLowerCase()) return '';
  return host;
}

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) in Asia/Kolkata (UTC+05:30 all year) of an instant. */
export function visitDayOf(instant: number): string {
  return new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the Asia/Kolkata day of `instant` ends. */
export function visitDayEndOf(instant: number): number {
  return Math.floor((instant + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - INDIA_OFFSET_MS;
}

/** The day `days` after (or before) `day`. */
export function addVisitDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The client address of a raw request as Fastify's trustProxy (TRUST_PROXY) takes it: the socket's
 * address, or walking X-Forwarded-For from its end while the hop is a trusted proxy (a hop count,
 * or the proxies' addresses and ranges, proxy-addr's names included).
 */
export function clientAddressReader(
  trust: false | number | string[],
): (socketAddress: string | undefined, forwarded: string | undefined) => string {
  const trusted = typeof trust === 'object' ? proxyList(trust) : undefined;
  return (socketAddress, forwarded) => {
    const socket = unmapped(socketAddress ?? '');
    if (trust === false || !forwarded) return socket;
    const hops = [
      socket,
      ...forwarded
        .split(',')
        .map((entry) => unmapped(entry.trim()))
        .reverse(),
    ];
    let index = 0;
    if (typeof trust === 'number') index = Math.min(trust, hops.length - 1);
    else while (index < hops.length - 1 && trusted?.(hops[index]!)) index++;
    return hops[index]!;
  };
}

const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

function proxyList(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    for (const [network, prefix, type] of NAMED_RANGES[entry] ?? []) list.addSubnet(network, prefix, type);
    if (NAMED_RANGES[entry]) continue;
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/** `::ffff:10.0.0.1` → `10.0.0.1`: one client, one address, whichever way the socket reports it. */
function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
