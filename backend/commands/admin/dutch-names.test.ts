import { describe, expect, it } from 'vitest';
import { employeeEmail } from '../../../contracts/employees';
import { dutchPeople, exampleDomain } from './dutch-names';

describe('generated employees', () => {
  it('get plausible Dutch names and valid addresses at a domain that can never receive mail', () => {
    const people = dutchPeople(10, exampleDomain('Bakkerij Van Dam B.V.'), new Set());
    expect(people).toHaveLength(10);
    for (const person of people) {
      expect(person.name).toMatch(/^[A-Z][a-z]+ (?:(?:van|de|der|den|El) )*[A-Z][a-z]+$/);
      expect(person.email).toMatch(/^[a-z]+\.[a-z]+@bakkerij-van-dam-b-v\.example$/);
      expect(employeeEmail.safeParse(person.email).success).toBe(true);
    }
    expect(new Set(people.map((p) => p.email)).size).toBe(10);
  });

  it('never take an address the owner already uses, even when the names run out', () => {
    const first = dutchPeople(30, 'x.example', new Set());
    const more = dutchPeople(30, 'x.example', new Set(first.map((p) => p.email)));
    expect(more).toHaveLength(30);
    expect(more.some((p) => first.some((f) => f.email === p.email))).toBe(false);
  });

  it('are the same for the same random numbers, and name a company without letters sensibly', () => {
    let a = 0.1;
    let b = 0.1;
    expect(dutchPeople(5, 'x.example', new Set(), () => (a = (a * 7.3) % 1))).toEqual(
      dutchPeople(5, 'x.example', new Set(), () => (b = (b * 7.3) % 1)),
    );
    expect(exampleDomain('***')).toBe('bedrijf.example');
    expect(exampleDomain('Zorggroep Ééndracht')).toBe('zorggroep-eendracht.example');
  });
});
