import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import {
  CREATE_FAILED,
  employeesOfCompany,
  initialScheduleForm,
  scheduleFailureDetail,
  scheduleFailureMessage,
  reconcileParties,
  splitOwnTemplates,
  toScheduleInput,
  validateScheduleForm,
  VERIFICATION_REQUIRED,
} from './schedule-form';

const filled = { ...initialScheduleForm({ companyId: 3, employeeId: 7, scheduledAt: '2030-03-02T10:00' }) };

describe('schedule conversation form', () => {
  it('starts a new conversation as gepland, without template or mail, prefilled from initial', () => {
    expect(filled).toMatchObject({
      scheduledAt: '2030-03-02T10:00',
      companyId: '3',
      employeeId: '7',
      status: 'gepland',
      templateMode: 'none',
      sendConfirmation: false,
    });
    expect(initialScheduleForm()).toMatchObject({ scheduledAt: '', companyId: '', employeeId: '' });
  });

  it('requires date-time, company, employee and status', () => {
    expect(validateScheduleForm({ ...initialScheduleForm(), status: '' })).toEqual({
      scheduledAt: 'Datum en tijd zijn verplicht',
      companyId: 'Kies een bedrijf',
      employeeId: 'Kies een medewerker',
      status: 'Kies een status',
    });
    expect(validateScheduleForm(filled)).toEqual({});
  });

  it('refuses a chosen template option without its template', () => {
    expect(validateScheduleForm({ ...filled, templateMode: 'own' }).template).toBe('Kies een eigen template');
    expect(validateScheduleForm({ ...filled, templateMode: 'catalogue' }).template).toBe('Kies een gesprekstemplate');
    expect(validateScheduleForm({ ...filled, templateMode: 'catalogue', catalogueTemplate: { id: 4, name: 'X' } })).toEqual({});
  });

  it('sends the datetime-local value as is, with integer ids and the chosen template', () => {
    expect(toScheduleInput({ ...filled, report: 'Notitie', sendConfirmation: true })).toEqual({
      bedrijf_id: 3,
      medewerker_id: 7,
      datum_tijd: '2030-03-02T10:00',
      status: 'gepland',
      verslag: 'Notitie',
      template: null,
      sendConfirmation: true,
    });
    expect(toScheduleInput({ ...filled, templateMode: 'own', ownTemplateId: '12' }).template).toEqual({ type: 'eigen', id: 12 });
    expect(toScheduleInput({ ...filled, templateMode: 'catalogue', catalogueTemplate: { id: 5, name: 'X' } }).template).toEqual({
      type: 'gesprek',
      id: 5,
    });
    // A template picked earlier does not count once the option is switched back to none.
    expect(toScheduleInput({ ...filled, templateMode: 'none', ownTemplateId: '12' }).template).toBeNull();
  });

  it('fills in the company of a prefilled employee and clears inactive or mismatched choices', () => {
    const companies = [{ id: 3, naam: 'A' }];
    const employees = [{ id: 7, naam: 'E', email: 'e@x.nl', bedrijf_id: 3 }];
    const onlyEmployee = initialScheduleForm({ employeeId: 7 });
    expect(reconcileParties(onlyEmployee, companies, employees)).toMatchObject({ companyId: '3', employeeId: '7' });
    expect(reconcileParties(filled, companies, employees)).toBe(filled);
    expect(reconcileParties(initialScheduleForm({ companyId: 9, employeeId: 7 }), companies, employees)).toMatchObject({
      companyId: '3',
      employeeId: '7',
    });
    expect(reconcileParties(initialScheduleForm({ companyId: 3, employeeId: 8 }), companies, employees)).toMatchObject({
      companyId: '3',
      employeeId: '',
    });
    expect(reconcileParties(initialScheduleForm({ companyId: 3, employeeId: 7 }), [], employees)).toMatchObject({
      companyId: '',
      employeeId: '',
    });
  });

  it('offers only the employees of the chosen company', () => {
    const employees = [
      { id: 1, naam: 'A', email: 'a@x.nl', bedrijf_id: 3 },
      { id: 2, naam: 'B', email: 'b@x.nl', bedrijf_id: 4 },
    ];
    expect(employeesOfCompany(employees, '3').map((e) => e.id)).toEqual([1]);
    expect(employeesOfCompany(employees, '')).toEqual([]);
  });

  it('offers all own templates, those of the chosen company first', () => {
    const templates = [
      { id: 1, bedrijf_id: 4, bedrijf_naam: 'B', omschrijving: 'b' },
      { id: 2, bedrijf_id: 3, bedrijf_naam: 'A', omschrijving: 'a' },
    ];
    const { ofCompany, others } = splitOwnTemplates(templates, '3');
    expect(ofCompany.map((t) => t.id)).toEqual([2]);
    expect(others.map((t) => t.id)).toEqual([1]);
  });

  it('shows the verification alert only for a 403 about verification', () => {
    expect(scheduleFailureMessage(new ApiError(403, 'Je account is nog niet geverifieerd'))).toBe(VERIFICATION_REQUIRED);
    expect(scheduleFailureMessage(new ApiError(403, 'Geen toegang'))).toBe(CREATE_FAILED);
    expect(scheduleFailureMessage(new ApiError(500, ''))).toBe(CREATE_FAILED);
    expect(scheduleFailureMessage(new Error('offline'))).toBe(CREATE_FAILED);
  });

  it('adds the server reason of a refused request, never of a server error', () => {
    expect(scheduleFailureDetail(new ApiError(400, 'Medewerker is niet actief'))).toBe('Medewerker is niet actief');
    expect(scheduleFailureDetail(new ApiError(500, 'boom'))).toBeNull();
    expect(scheduleFailureDetail(new Error('offline'))).toBeNull();
  });
});
