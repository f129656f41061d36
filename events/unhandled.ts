/**
 * The default branch of a switch that handles every member of a union: the call compiles only
 * while no case is left out. At run time (a value from outside the types) it hands the value
 * back, as the inline `const unknown: never = value; return unknown;` did.
 */
export function unhandled(value: never): never {
  return value;
}
