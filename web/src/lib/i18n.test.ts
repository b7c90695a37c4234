import { describe, expect, it } from 'vitest';
import { messages as siteMalayalam } from '../locales/site/ml.po';
import { messages as staffMalayalam } from '../locales/staff/ml.po';
import { messages as sessionsMalayalam } from '../locales/sessions/ml.po';

describe('the catalogs of one language', () => {
  // A staff screen loads its catalog into the page's instance: a text both catalogs have must say
  // the same in both, or the site's would change once a staff screen had been opened.
  it('translate a text the site and the staff screens share the same way (else it needs a context)', () => {
    const differing = Object.keys(staffMalayalam).filter(
      (id) => id in siteMalayalam && JSON.stringify(siteMalayalam[id]) !== JSON.stringify(staffMalayalam[id]),
    );
    expect(differing).toEqual([]);
  });

  // The booking pages' catalog (issue 31) loads into the same instance as the site's.
  it('translate a text the site and the booking pages share the same way', () => {
    const differing = Object.keys(sessionsMalayalam).filter(
      (id) => id in siteMalayalam && JSON.stringify(siteMalayalam[id]) !== JSON.stringify(sessionsMalayalam[id]),
    );
    expect(differing).toEqual([]);
  });
});
