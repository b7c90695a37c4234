import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonColumn, parseJsonColumnOr, StoredJsonError } from './json-column';

const Pair = z.object({ name: z.string(), count: z.number().default(0) });

describe('parseJsonColumn', () => {
  it('gives the stored value as its schema reads it', () => {
    expect(parseJsonColumn(Pair, '{"name":"Asha"}')).toEqual({ name: 'Asha', count: 0 });
  });

  it('throws a StoredJsonError naming the mismatch, never the stored value', () => {
    const read = () => parseJsonColumn(Pair, '{"name":"asha@example.org private","count":"x"}');
    expect(read).toThrow(StoredJsonError);
    expect(read).toThrow('count: invalid_type');
    expect(read).not.toThrow(/asha|private/);
    expect(() => parseJsonColumn(Pair, '{not json')).toThrow('not JSON');
  });
});

describe('parseJsonColumnOr', () => {
  it('gives the fallback when the value does not match', () => {
    expect(parseJsonColumnOr(Pair, '[1]', null)).toBeNull();
    expect(parseJsonColumnOr(Pair, 'nope', 'fallback')).toBe('fallback');
    expect(parseJsonColumnOr(Pair, '{"name":"Bindu","count":2}', null)).toEqual({ name: 'Bindu', count: 2 });
  });
});
