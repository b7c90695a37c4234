import { readBodyAtMost } from '../../lib/read-body';
import type { Locale } from '@wfc/shared';
import { z } from 'zod';
import { waIdOf } from './phone';

/**
 * The WhatsApp Cloud API's messages endpoint (issue 44): `POST {apiUrl}/{phoneNumberId}/messages`
 * with the access token as a bearer, a template (any time) or a text (within her 24 hours). Its
 * answer names the message (`messages[0].id`, the wamid the webhook's statuses carry); its errors
 * are Graph API errors, `{ error: { message, type, code, error_subcode, fbtrace_id } }`, whose
 * `code` (not the HTTP status, which Meta says not to rely on) tells what went wrong.
 */

/** The whole call, body included; past it the call counts as a network failure and is retried. */
const CLOUD_API_TIMEOUT_MS = 10_000;

/** The most bytes of an answer read; the messages endpoint answers a few hundred. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface CloudApiSettings {
  /** WHATSAPP_API_URL, with its version, no trailing slash. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** Tests shorten it. */
  timeoutMs?: number;
}

/** One message to hand to the Cloud API. */
export type CloudMessage =
  | {
      kind: 'template';
      /** E.164. */
      to: string;
      template: string;
      locale: Locale;
      /** The body's parameters, in order. */
      params: string[];
      /** An authentication template's code: also the copy-code button's parameter. */
      copyCode?: string;
    }
  | { kind: 'text'; to: string; text: string };

/**
 * The request body Meta documents for a message: a template in the member's language (`en`, `ml`)
 * with its body's text parameters (and, for the code, the copy-code button's, which is a URL
 * button at index 0), or a text.
 */
function requestBodyOf(message: CloudMessage): Record<string, unknown> {
  const head = { messaging_product: 'whatsapp', recipient_type: 'individual', to: waIdOf(message.to) };
  if (message.kind === 'text') return { ...head, type: 'text', text: { preview_url: false, body: message.text } };
  const components: Record<string, unknown>[] = [];
  if (message.params.length > 0) {
    components.push({ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) });
  }
  if (message.copyCode !== undefined) {
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.copyCode }] });
  }
  return { ...head, type: 'template', template: { name: message.template, language: { code: message.locale }, components } };
}

/** Why a call failed, as much as is known: the HTTP status and the Graph API error's fields. */
export class CloudApiError extends Error {
  constructor(
    /** timeout and network: no answer; status: an error answer; unreadable: a 2xx without a message id. */
    readonly reason: 'timeout' | 'network' | 'status' | 'unreadable',
    readonly httpStatus?: number,
    readonly code?: number,
    readonly subcode?: number,
    readonly fbtraceId?: string,
    detail?: string,
  ) {
    super(describe(reason, httpStatus, code, detail));
    this.name = 'CloudApiError';
  }
}

/** Error codes that name the recipient's number (undeliverable, not on WhatsApp, not taking messages): they count on it. */
export const NUMBER_ERROR_CODES: ReadonlySet<number> = new Set([
  1013, // User is not valid
  131021, // Recipient cannot be sender
  131026, // Message undeliverable (not on WhatsApp, old app, terms not accepted)
  131030, // Recipient not in the allowed list (a test number)
  131049, // Meta chose not to deliver (her engagement)
  131050, // She stopped marketing messages
]);

/** Error codes that say "later" whatever the HTTP status (Meta answers most of them with a 400). */
const TEMPORARY_ERROR_CODES: ReadonlySet<number> = new Set([
  1, // Unknown: invalid request or a possible server error
  2, // Service: temporary downtime or overload
  4, // The app's call rate
  80007, // The business account's rate
  130429, // Throughput reached
  131000, // Something went wrong
  131016, // Service unavailable
  131056, // Too many messages to this number at once (pair rate)
  133004, // Server temporarily unavailable
]);

/** Whether to try again later: no answer, a 429 or 5xx, or an error code that says so. */
export function isTemporary(error: CloudApiError): boolean {
  if (error.reason === 'timeout' || error.reason === 'network') return true;
  if (error.code !== undefined && TEMPORARY_ERROR_CODES.has(error.code)) return true;
  if (error.code !== undefined && NUMBER_ERROR_CODES.has(error.code)) return false;
  return error.httpStatus !== undefined && (error.httpStatus === 429 || error.httpStatus >= 500);
}

/** Whether the failure is the number's (it counts towards `failing_since`). */
export function namesTheNumber(error: CloudApiError): boolean {
  return error.code !== undefined && NUMBER_ERROR_CODES.has(error.code);
}

/**
 * Sends one message; resolves with the Cloud API's id for it, or throws a CloudApiError. Never
 * logs: the caller decides what of the failure is kept (it holds no number: see `describe`).
 */
export async function sendCloudMessage(settings: CloudApiSettings, message: CloudMessage): Promise<{ waMessageId: string }> {
  const signal = AbortSignal.timeout(settings.timeoutMs ?? CLOUD_API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${settings.token}` },
      body: JSON.stringify(requestBodyOf(message)),
      signal,
    });
  } catch {
    throw new CloudApiError(signal.aborted ? 'timeout' : 'network');
  }
  let text: string;
  try {
    // Past the limit it is no answer of the Cloud API's: read as nothing (no message id).
    text = (await readBodyAtMost(response, MAX_ANSWER_BYTES)) ?? '';
  } catch {
    throw new CloudApiError(signal.aborted ? 'timeout' : 'network', response.status);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const graph = GraphError.safeParse(payload);
    const error = graph.success ? graph.data.error : undefined;
    throw new CloudApiError('status', response.status, error?.code, error?.error_subcode, error?.fbtrace_id, error?.message);
  }
  const answer = SendAnswer.safeParse(payload);
  if (!answer.success) throw new CloudApiError('unreadable', response.status);
  return { waMessageId: answer.data.messages[0].id };
}

/** What is read of a success: the first message's id. */
const SendAnswer = z.object({ messages: z.tuple([z.object({ id: z.string().min(1).max(200) })], z.unknown()) });

/** A Graph API error; every field but the code may be missing. */
const GraphError = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().int().optional(),
    error_subcode: z.number().int().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/**
 * The failure in one line for the row's `error` and the log: the status, the code and Meta's
 * message, shortened, with anything like a phone number in it masked.
 */
function describe(reason: CloudApiError['reason'], httpStatus?: number, code?: number, detail?: string): string {
  if (reason === 'timeout') return 'no answer from the Cloud API within the time allowed';
  if (reason === 'network')
    return httpStatus === undefined ? 'the Cloud API could not be reached' : `HTTP ${httpStatus}: the answer broke off`;
  if (reason === 'unreadable') return `HTTP ${httpStatus}: an answer without a message id`;
  const said = detail ? `: ${detail.replace(/\+?\d[\d\s-]{6,}\d/g, () => '[number]').slice(0, 200)}` : '';
  return `HTTP ${httpStatus}${code === undefined ? '' : `, code ${code}`}${said}`;
}
