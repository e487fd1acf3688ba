// nodejs_compat provides node:async_hooks at run time; the API worker's types carry no Node types, so
// this declares the one class it uses (d1-sessions.ts).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
    exit<R>(callback: () => R): R;
  }
}
