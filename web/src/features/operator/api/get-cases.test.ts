import { describe, expect, it } from 'vitest';
import { parseNextLink } from './get-cases';

describe('parseNextLink', () => {
  it('reads the rel="next" target of the Link header', () => {
    expect(parseNextLink('</api/operator/cases?limit=20&cursor=abc>; rel="next"')).toBe('/api/operator/cases?limit=20&cursor=abc');
  });

  it('finds next among several links and relation types', () => {
    expect(parseNextLink('</api/operator/cases?limit=20>; rel="first", </api/operator/cases?cursor=x>; rel="prefetch next"')).toBe('/api/operator/cases?cursor=x');
  });

  it('is null without a header or a next link', () => {
    expect(parseNextLink(null)).toBeNull();
    expect(parseNextLink('</api/operator/cases?limit=20>; rel="prev"')).toBeNull();
  });

  it('never follows a link away from the case list', () => {
    expect(parseNextLink('<https://evil.example/steal>; rel="next"')).toBeNull();
    expect(parseNextLink('</api/admin/create-user>; rel="next"')).toBeNull();
  });
});
