import { describe, expect, it } from 'vitest';
import { categories } from './categories';
import { renameFields } from './category';

const all = Object.values(categories);

describe('stream categories', () => {
  it('are filed under their own name, and no prefix is the start of another', () => {
    for (const [name, category] of Object.entries(categories)) expect(category.name).toBe(name);
    for (const category of all) {
      for (const other of all) if (other !== category) expect(other.prefix.startsWith(category.prefix)).toBe(false);
    }
  });

  it('give every event type one meaning: no type belongs to two categories', () => {
    const owners = new Map<string, string>();
    for (const category of all) {
      for (const type of category.types) {
        expect(owners.get(type), `${type} in ${category.name} and ${owners.get(type)}`).toBeUndefined();
        owners.set(type, category.name);
      }
    }
    expect(owners.get('LibraryGoalAdded')).toBe('goal');
    expect(owners.get('GoalAdded')).toBe('pop');
  });

  it('map an aggregate id to its stream id and back', () => {
    expect(categories.company.streamOf(12)).toBe('company-12');
    expect(categories.company.idOf('company-12')).toBe(12);
    expect(categories.hr_email.idOf(categories.hr_email.streamOf('3fa1'))).toBe('3fa1');
    expect(categories.employee.owns('employee_emails-4')).toBe(false);
  });

  it('recognise their own event types only', () => {
    expect(categories.pop.is({ type: 'GoalAdded' })).toBe(true);
    expect(categories.goal.is({ type: 'GoalAdded' })).toBe(false);
    expect(categories.goal.is({ type: 'LibraryGoalAdded' })).toBe(true);
  });

  it('lift every older shape into a type the category declares, at a version above the stored one', () => {
    for (const category of all) {
      for (const step of category.history) {
        const lifted = step.renamedTo ?? step.type;
        expect(category.types, `${category.name}: ${step.type} v${step.version}`).toContain(lifted);
        expect(category.schemaVersionOf(lifted)).toBeGreaterThan(step.version);
      }
    }
  });
});

describe('renameFields', () => {
  it('renames the listed fields, keeps the others, and ignores names that only exist on Object.prototype', () => {
    const step = renameFields('X', 1, { naam: 'name' });
    expect(step.lift({ naam: 'Anna', at: 't', constructor: 'c' })).toEqual({ name: 'Anna', at: 't', constructor: 'c' });
  });
});
