import { describe, expect, it } from 'vitest';
import { defineCategory } from '../../events/category';
import { ConflictError, ValidationError } from '../platform/errors';
import type { Decider } from './decider';
import { deciderSpec } from './decider-spec';

type Event = { type: 'Added'; data: { n: number } };
type Command = { type: 'Add'; n: number };

/** Adds n; refuses a sum over 10 and a negative n; adds nothing for 0. */
const adder: Decider<number, Command, Event> = {
  category: defineCategory<Event>({ name: 'adder', versions: { Added: 1 } }),
  initialState: () => 0,
  evolve: (sum, event) => sum + event.data.n,
  decide({ n }, sum) {
    if (n < 0) throw new ValidationError('negatief');
    if (sum + n > 10) throw new ConflictError('te veel');
    return n === 0 ? [] : [{ type: 'Added', data: { n } }];
  },
};
const spec = deciderSpec(adder);
const added = (n: number): Event => ({ type: 'Added', data: { n } });

describe('deciderSpec', () => {
  it('decides on the state folded from the given events', () => {
    spec
      .given([added(4), added(5)])
      .when({ type: 'Add', n: 1 })
      .then([added(1)]);
    spec
      .given([added(4), added(5)])
      .when({ type: 'Add', n: 2 })
      .thenThrows(ConflictError);
  });

  it('fails a then whose events differ, and a then that gets an error', () => {
    expect(() =>
      spec
        .given([])
        .when({ type: 'Add', n: 1 })
        .then([added(2)]),
    ).toThrow();
    expect(() =>
      spec
        .given([])
        .when({ type: 'Add', n: -1 })
        .then([added(1)]),
    ).toThrow('negatief');
  });

  it('fails thenThrows on no error, on an error of another class, or with another message', () => {
    expect(() => spec.given([]).when({ type: 'Add', n: 1 }).thenThrows()).toThrow();
    expect(() => spec.given([]).when({ type: 'Add', n: -1 }).thenThrows(ConflictError)).toThrow();
    expect(() => spec.given([]).when({ type: 'Add', n: -1 }).thenThrows(ValidationError, 'positief')).toThrow();
    spec.given([]).when({ type: 'Add', n: -1 }).thenThrows(ValidationError, 'negatief', /^neg/);
  });

  it('fails thenNothing when something is decided', () => {
    expect(() => spec.given([]).when({ type: 'Add', n: 1 }).thenNothing()).toThrow();
    spec.given([]).when({ type: 'Add', n: 0 }).thenNothing();
  });

  it('hands the decided events to an assertion function', () => {
    let seen: Event[] = [];
    spec
      .given([])
      .when({ type: 'Add', n: 3 })
      .then((events) => (seen = events));
    expect(seen).toEqual([added(3)]);
  });
});
