import type { Enabler } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import {
  filterEnablers,
  hasActiveFilters,
  isInExperienceBand,
  matchesExpertise,
  matchesRegion,
  matchesSearch,
  noFilters,
  toggleValue,
} from './filter-enablers';

function enabler(overrides: Partial<Enabler>): Enabler {
  return {
    id: 1,
    name: 'Anjali Menon',
    photo: '/images/enablers/enabler-01.svg',
    title: 'Founder & CEO | LinguaBridge Localization',
    description: 'Built a localization company in Kakkanad.',
    expertise: ['Localization', 'Fundraising'],
    region: 'Kerala',
    yearsOfExperience: 12,
    ...overrides,
  };
}

const anjali = enabler({});
const meera = enabler({
  id: 2,
  name: 'Meera Pillai',
  title: 'Co-founder | Product Studio',
  description: 'Ships mobile products.',
  expertise: ['Product Management', 'Design'],
  yearsOfExperience: 10,
});
const divya = enabler({
  id: 3,
  name: 'Divya Thomas',
  title: 'Lawyer',
  description: 'Startup contracts.',
  expertise: ['Legal'],
  region: 'Tamil Nadu',
  yearsOfExperience: 8,
});
const rekha = enabler({
  id: 4,
  name: 'Rekha Iyer',
  title: 'Chair',
  description: 'Board member.',
  expertise: ['Leadership'],
  yearsOfExperience: 15,
});
const sara = enabler({
  id: 5,
  name: 'Sara Joseph',
  title: 'Investor',
  description: 'Angel investor.',
  expertise: ['Finance'],
  yearsOfExperience: 16,
});
const all = [anjali, meera, divya, rekha, sara];

describe('matchesSearch', () => {
  it('ignores case and looks at the name, the title and the description', () => {
    expect(matchesSearch(anjali, 'ANJALI')).toBe(true);
    expect(matchesSearch(anjali, 'linguabridge')).toBe(true);
    expect(matchesSearch(anjali, 'kakkanad')).toBe(true);
    expect(matchesSearch(anjali, 'fundraising')).toBe(false); // an expertise tag is not searched
    expect(matchesSearch(anjali, 'meera')).toBe(false);
  });

  it('matches everyone when the search is empty or blank, and trims it', () => {
    expect(matchesSearch(anjali, '')).toBe(true);
    expect(matchesSearch(anjali, '   ')).toBe(true);
    expect(matchesSearch(anjali, '  menon ')).toBe(true);
  });
});

describe('matchesExpertise and matchesRegion', () => {
  it('match ANY chosen value, and everyone when none is chosen', () => {
    expect(matchesExpertise(anjali, [])).toBe(true);
    expect(matchesExpertise(anjali, ['Design', 'Fundraising'])).toBe(true);
    expect(matchesExpertise(anjali, ['Design', 'Legal'])).toBe(false);
    expect(matchesRegion(divya, [])).toBe(true);
    expect(matchesRegion(divya, ['Kerala', 'Tamil Nadu'])).toBe(true);
    expect(matchesRegion(divya, ['Kerala'])).toBe(false);
  });
});

describe('isInExperienceBand', () => {
  it('puts 9 under 10, 10 and 15 in 10 to 15 inclusive, and 16 over 15', () => {
    expect([9, 10, 15, 16].map((years) => isInExperienceBand(years, 'under10'))).toEqual([true, false, false, false]);
    expect([9, 10, 15, 16].map((years) => isInExperienceBand(years, '10to15'))).toEqual([false, true, true, false]);
    expect([9, 10, 15, 16].map((years) => isInExperienceBand(years, 'over15'))).toEqual([false, false, false, true]);
    expect([0, 9, 10, 15, 16, 40].every((years) => isInExperienceBand(years, 'any'))).toBe(true);
  });
});

describe('filterEnablers', () => {
  it('returns everyone, in order, with no filters', () => {
    expect(filterEnablers(all, noFilters)).toEqual(all);
  });

  it('combines search, expertise, region and experience (all must pass)', () => {
    expect(filterEnablers(all, { ...noFilters, expertise: ['Design', 'Legal'] })).toEqual([meera, divya]);
    expect(filterEnablers(all, { ...noFilters, expertise: ['Design', 'Legal'], regions: ['Kerala'] })).toEqual([meera]);
    expect(filterEnablers(all, { ...noFilters, experience: '10to15' })).toEqual([anjali, meera, rekha]);
    expect(filterEnablers(all, { ...noFilters, experience: 'over15', search: 'investor' })).toEqual([sara]);
    expect(filterEnablers(all, { ...noFilters, experience: 'under10', search: 'investor' })).toEqual([]);
  });
});

describe('hasActiveFilters and toggleValue', () => {
  it('tell whether anything is set and toggle chips', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters({ ...noFilters, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...noFilters, experience: 'over15' })).toBe(true);
    expect(toggleValue(['Design'], 'Legal')).toEqual(['Design', 'Legal']);
    expect(toggleValue(['Design', 'Legal'], 'Design')).toEqual(['Legal']);
  });
});
