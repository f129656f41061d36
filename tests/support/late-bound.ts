/**
 * A value that a beforeAll hook makes, named before it exists: `value` stands in for it and passes
 * every property read on to it once `set` has run (methods stay bound to the real value; `instanceof`,
 * `in` and spreading see the real value too), so a test file can write `const app = useTestApp()` at
 * the top and use `app` as it would the real thing. Using it before the hook has run throws and says
 * what was missing.
 */
export function lateBound<T extends object>(what: string) {
  let current: T | undefined;
  const real = (): T => {
    if (current === undefined) throw new Error(`${what} is not there yet (used outside the tests, before its beforeAll hook ran?)`);
    return current;
  };
  const value = new Proxy({} as T, {
    get(_, key, receiver) {
      const target = real();
      // Read through an object that inherits from the stand-in (Object.create(store)): as if it
      // inherited from the real value, `this` the inheriting object.
      if (receiver !== value) return Reflect.get(target, key, receiver) as unknown;
      const property: unknown = Reflect.get(target, key);
      return typeof property === 'function' ? (property as (...args: unknown[]) => unknown).bind(target) : property;
    },
    set(_, key, property, receiver) {
      if (receiver !== value)
        return Reflect.defineProperty(receiver as object, key, { value: property, writable: true, enumerable: true, configurable: true });
      return Reflect.set(real(), key, property);
    },
    has(_, key) {
      return Reflect.has(real(), key);
    },
    getPrototypeOf() {
      return Reflect.getPrototypeOf(real());
    },
    ownKeys() {
      return Reflect.ownKeys(real());
    },
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The stand-in's own target is an empty object: what it reports must be configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return {
    value,
    /** The real value, or undefined before `set` (for a hook that closes it only when it was made). */
    get current() {
      return current;
    },
    set(made: T | undefined) {
      current = made;
    },
  };
}
