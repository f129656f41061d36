/**
 * Whose personal data a piece of an event is. One data key per data subject: an HR account, an
 * employee, and a conversation (so a conversation can be forgotten on its own after its retention
 * period while the employee stays). Keys remember the account and employee they belong under, so
 * erasing an account takes its employees and conversations along, and erasing an employee its
 * conversations.
 */
export type SubjectKind = 'account' | 'employee' | 'conversation';

export interface SubjectRef {
  /** `account:7`, `employee:12`, `conversation:40`. */
  subject: string;
  accountId: number | null;
  employeeId: number | null;
}

export const subjectId = (kind: SubjectKind, id: number) => `${kind}:${id}`;

export function parseSubject(subject: string): { kind: SubjectKind; id: number } | null {
  const match = /^(account|employee|conversation):(\d{1,15})$/.exec(subject);
  return match ? { kind: match[1] as SubjectKind, id: Number(match[2]) } : null;
}

export const accountSubject = (accountId: number): SubjectRef => ({
  subject: subjectId('account', accountId),
  accountId,
  employeeId: null,
});
export const employeeSubject = (employeeId: number, accountId: number | null): SubjectRef => ({
  subject: subjectId('employee', employeeId),
  accountId,
  employeeId,
});
export const conversationSubject = (conversationId: number, employeeId: number | null, accountId: number | null): SubjectRef => ({
  subject: subjectId('conversation', conversationId),
  accountId,
  employeeId,
});

/** A positive whole number from an event field or a metadata string, else null. */
export function idFrom(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
