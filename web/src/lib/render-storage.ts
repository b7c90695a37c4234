/**
 * What the server render's bundle gets for `node:async_hooks` (vite.config.ts; issue 39). React's
 * server renderer keeps the request it renders in an AsyncLocalStorage, and on Node 20 the first
 * `run` of one turns promise hooks on for the whole process, for good: after the first page was
 * rendered, every promise and tick of every API request paid for them. React calls `run` around
 * each synchronous slice of its work (a lazy screen's later slices included) and reads the store
 * within it, so a store held for the slice is all it needs.
 */
export class AsyncLocalStorage<T> {
  #store: T | undefined;

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const outer = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = outer;
    }
  }

  getStore(): T | undefined {
    return this.#store;
  }
}
