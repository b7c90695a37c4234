// No zod here: the browser imports these lists, and zod's schemas probe eval, which the site's CSP forbids.

/** Option lists of product-spec.md §3, each value with the label the form shows. */
export const jobFunctionOptions = [
  { value: 'management', label: 'Management' },
  { value: 'student', label: 'Student' },
  { value: 'engineer', label: 'Engineer' },
  { value: 'translator', label: 'Translator' },
  { value: 'project-manager', label: 'Project Manager' },
  { value: 'business-development', label: 'Business Development' },
] as const;

export const verticalOptions = [
  { value: 'tech', label: 'Tech' },
  { value: 'health', label: 'Health' },
  { value: 'finance', label: 'Finance' },
  { value: 'education', label: 'Education' },
  { value: 'retail', label: 'Retail' },
] as const;

export const interestOptions = [
  { value: 'industry-news', label: 'Industry news' },
  { value: 'recruitment', label: 'Recruitment' },
  { value: 'network', label: 'Networking' },
  { value: 'events', label: 'Events' },
  { value: 'mentor', label: 'Finding a mentor' },
  { value: 'volunteer', label: 'Volunteering' },
  { value: 'business', label: 'Growing a business' },
  { value: 'job', label: 'Job opportunities' },
  { value: 'other', label: 'Other' },
] as const;

export const hearAboutOptions = [
  { value: 'social', label: 'Social media' },
  { value: 'friend', label: 'A friend or colleague' },
  { value: 'event', label: 'An event' },
  { value: 'search', label: 'A search engine' },
  { value: 'other', label: 'Other' },
] as const;

export type OptionList = readonly { value: string; label: string }[];

/** An option list's values, as the non-empty tuple `z.enum` takes. */
export function valuesOf<T extends OptionList>(options: T) {
  return options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
}

/** The label of a value in an option list, or the value itself when the list does not have it. */
export function labelOf(options: OptionList, value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
