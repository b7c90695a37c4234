import { createHmac } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A member's mobile number (issue 44): read in any common way of writing it (spaces, dashes, a
 * leading 0 for an Indian number), kept in E.164 (`+919847012345`), which sending needs; matched by
 * its HMAC (a webhook's sender), and shown or logged only masked.
 */

/** The E.164 form of a mobile number, or undefined when `typed` is not one (a landline, too short, letters). */
export function mobileNumberOf(typed: string, defaultCountry: 'IN' = 'IN'): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, defaultCountry);
  if (!parsed?.isValid()) return undefined;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return parsed.number;
}

/**
 * The E.164 form of the `wa_id` a webhook names its sender by (digits with the country code, no
 * plus), or undefined when it is not a number.
 */
export function numberOfWaId(waId: string): string | undefined {
  if (!/^\d{6,15}$/.test(waId)) return undefined;
  return `+${waId}`;
}

/** What the Cloud API's `to` takes: the E.164 digits without the plus. */
export function waIdOf(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** HMAC-SHA256 of the E.164 number under a key derived from JWT_SECRET: what a match looks up. */
export function phoneHashOf(e164: string, secret: string): string {
  const key = createHmac('sha256', secret).update('whatsapp-phone:v1').digest();
  return createHmac('sha256', key).update(e164).digest('hex');
}

/** The number as shown on her page and in logs: its country code and last three digits, e.g. `+91 ••••••• 345`. */
export function maskedNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const country = parsed ? `+${parsed.countryCallingCode}` : e164.slice(0, 3);
  const national = parsed ? parsed.nationalNumber : e164.slice(3);
  return `${country} ${'•'.repeat(Math.max(national.length - 3, 3))} ${national.slice(-3)}`;
}
