import { describe, expect, it } from 'vitest';
import { AsyncLocalStorage } from './render-storage';

describe('the server render’s request store', () => {
  it('holds a store for the synchronous slice of work it wraps, nested runs included, and gives back the outer one', () => {
    const storage = new AsyncLocalStorage<string>();
    expect(storage.getStore()).toBeUndefined();
    const seen = storage.run(
      'outer',
      (suffix: string) => {
        const inner = storage.run('inner', () => storage.getStore());
        return `${storage.getStore()}${suffix} ${inner}`;
      },
      '!',
    );
    expect(seen).toBe('outer! inner');
    expect(storage.getStore()).toBeUndefined();
  });

  it('gives back the outer store when the work throws', () => {
    const storage = new AsyncLocalStorage<number>();
    expect(() =>
      storage.run(1, () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(storage.getStore()).toBeUndefined();
  });
});
