import { describe, expect, it } from 'vitest';
import { categories } from './categories';
import { personalData, placeholderFor, withoutPersonalData } from './personal-data';

const allTypes = Object.values(categories).flatMap((category) =>
  category.types.map((type): { category: string; type: string } => ({ category: category.name, type })),
);

describe('personal data in events (AVG)', () => {
  it('has every event type of every category looked at: sealed fields listed, or declared free of personal data', () => {
    const unclassified = allTypes.filter(({ type }) => personalData[type] === undefined && !withoutPersonalData.includes(type));
    expect(unclassified).toEqual([]);
    const both = allTypes.filter(({ type }) => personalData[type] !== undefined && withoutPersonalData.includes(type));
    expect(both).toEqual([]);
  });

  it('names no type that does not exist (a rename would leave a field unsealed)', () => {
    const known = new Set(allTypes.map(({ type }) => type));
    expect([...Object.keys(personalData), ...withoutPersonalData].filter((type) => !known.has(type))).toEqual([]);
  });

  it('names the subject of each personal part from the event as it is written', () => {
    const ctx = (streamId: string, data: Record<string, unknown>, tenant = '7') => ({ streamId, data, metadata: { tenant } });
    const subjectOf = (type: string, c: ReturnType<typeof ctx>) => personalData[type]!.map((part) => part.subject(c)?.subject);
    expect(subjectOf('EmployeeRegistered', ctx('employee-12', { ownerId: 7 }))).toEqual(['employee:12']);
    expect(subjectOf('ConversationPlanned', ctx('pop-40', { employeeId: 12, ownerId: 7 }))).toEqual([
      'employee:12',
      'account:7',
      'conversation:40',
    ]);
    expect(subjectOf('GoalAdded', ctx('pop-40', {}))).toEqual(['conversation:40']);
    expect(subjectOf('ActivityLogged', ctx('activity-7', { entityType: 'pop', entityId: 40 }))).toEqual(['conversation:40']);
    expect(subjectOf('MailRequested', ctx('mail_request-x', { conversationId: 40 }))).toEqual(['conversation:40']);
    expect(subjectOf('AiAnswerRecorded', ctx('ai_answer-x', { ownerId: 7, conversationId: null }))).toEqual(['account:7']);
  });

  it("reads an erased employee's name as 'Verwijderde medewerker' and addresses as distinct, undeliverable placeholders", () => {
    expect(placeholderFor('employeeName', 'employee:1')).toBe('Verwijderde medewerker');
    expect(placeholderFor('accountName', 'account:1')).toBe('Verwijderd account');
    expect(placeholderFor('email', 'employee:1')).toBe('verwijderd.employee.1@verwijderd.invalid');
    expect(placeholderFor('email', 'employee:1')).not.toBe(placeholderFor('email', 'employee:2'));
    expect(placeholderFor('list', 'x:1')).toEqual([]);
  });
});
