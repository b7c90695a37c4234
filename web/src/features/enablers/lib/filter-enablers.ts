import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Enabler } from '@wfc/shared';

/** The directory's experience radio (product-spec.md §5): under 10, 10 to 15 inclusive, over 15 years. */
export type ExperienceBand = 'any' | 'under10' | '10to15' | 'over15';

export const experienceBands: { value: ExperienceBand; label: MessageDescriptor }[] = [
  { value: 'any', label: msg`Any` },
  { value: 'under10', label: msg`Under 10 years` },
  { value: '10to15', label: msg`10 to 15 years` },
  { value: 'over15', label: msg`Over 15 years` },
];

export interface EnablerFilters {
  search: string;
  /** Chosen expertise tags; an enabler matches when it has any of them. */
  expertise: string[];
  /** Chosen regions; an enabler matches when it is in any of them. */
  regions: string[];
  experience: ExperienceBand;
}

export const noFilters: EnablerFilters = { search: '', expertise: [], regions: [], experience: 'any' };

/** Case-insensitive search over name, title and description; an empty search matches everyone. */
export function matchesSearch(enabler: Pick<Enabler, 'name' | 'title' | 'description'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [enabler.name, enabler.title, enabler.description].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** Whether the enabler has any of the chosen tags (no tag chosen: everyone). */
export function matchesExpertise(enabler: Pick<Enabler, 'expertise'>, chosen: readonly string[]): boolean {
  return chosen.length === 0 || enabler.expertise.some((tag) => chosen.includes(tag));
}

/** Whether the enabler is in any of the chosen regions (none chosen: everyone). */
export function matchesRegion(enabler: Pick<Enabler, 'region'>, chosen: readonly string[]): boolean {
  return chosen.length === 0 || chosen.includes(enabler.region);
}

/** Whether `years` of experience fall in the band: under 10, 10 to 15 inclusive, over 15. */
export function isInExperienceBand(years: number, band: ExperienceBand): boolean {
  switch (band) {
    case 'under10':
      return years < 10;
    case '10to15':
      return years >= 10 && years <= 15;
    case 'over15':
      return years > 15;
    default:
      return true;
  }
}

/** The enablers that pass every filter, in their directory order. */
export function filterEnablers<T extends Enabler>(enablers: readonly T[], filters: EnablerFilters): T[] {
  return enablers.filter(
    (enabler) =>
      matchesSearch(enabler, filters.search) &&
      matchesExpertise(enabler, filters.expertise) &&
      matchesRegion(enabler, filters.regions) &&
      isInExperienceBand(enabler.yearsOfExperience, filters.experience),
  );
}

/** Whether any filter or the search is set. */
export function hasActiveFilters(filters: EnablerFilters): boolean {
  return filters.search.trim() !== '' || filters.expertise.length > 0 || filters.regions.length > 0 || filters.experience !== 'any';
}

/** Adds a chip's value to a multi-select, or removes it when it is already chosen. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
