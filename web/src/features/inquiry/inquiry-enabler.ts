import type { Enabler } from '@wfc/shared';

/** What the inquiry modal needs to know of the enabler it writes to. */
export type InquiryEnabler = Pick<Enabler, 'id' | 'name'>;

/** The first word of an enabler's name, as the spec's placeholder and Connect buttons use it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
