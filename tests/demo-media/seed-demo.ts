import { loadAccount } from '../../backend/commands/account/load';
import { generateEmployees } from '../../backend/commands/admin/generate-employees';
import { generateTestdata } from '../../backend/commands/admin/generate-testdata';
import { loadCompany } from '../../backend/commands/company/load';
import type { Runtime } from '../../backend/main/runtime';
import { tokenFromMail } from '../support/test-app';
import { DEMO_PROMO } from './demo-server';

/** A small deterministic random (mulberry32): the same seed gives the same demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoAccount {
  userId: number;
  token: string;
  email: string;
  password: string;
  companies: { id: number; naam: string }[];
}

export const DEMO_USER = { naam: 'Marieke de Graaf', email: 'marieke@demo-popplanner.example', password: 'demo-wachtwoord' };
const COMPANIES = [
  { naam: 'Zorggroep De Linde', branche: 'Zorg en welzijn' },
  { naam: 'Softwarehuis Noord', branche: 'ICT en software' },
  { naam: 'Bakkerij Van Dam', branche: 'Detailhandel' },
];
const GOALS = [
  'Feedback geven in teamoverleggen',
  'Excel-vaardigheden verbeteren',
  'Een cursus timemanagement afronden',
  'Nieuwe collega’s inwerken',
  'Klanttevredenheid meten en verbeteren',
];
const AMBITIONS = [
  'Doorgroeien naar teamleider',
  'Specialist worden in zijn vakgebied',
  'Meer projecten zelfstandig leiden',
  'Een opleiding op hbo-niveau volgen',
];

/**
 * The demo account the screenshots and videos show: a verified HR manager on Pro (a promo code) with
 * three companies, their employees and conversations. Employees and conversations come from the
 * admin's generators with a fixed seed, the rest through the API like the app's own screens.
 */
export async function seedDemoAccount(baseUrl: string, runtime: Runtime): Promise<DemoAccount> {
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const registered = await call<{ token: string; user: { id: number } }>('POST', '/hr/register', DEMO_USER);
  const inbox = runtime.mail.inbox;
  if (!inbox) throw new Error('the demo server has no local mail catcher');
  const mail = await inbox.waitFor((m) => m.to.includes(DEMO_USER.email) && m.subject.includes('Verifieer'), 20_000);
  await call('POST', '/verification/verify', { token: tokenFromMail(mail.text) });
  const token = registered.token;
  const userId = registered.user.id;
  await call('POST', '/stripe/apply-promo-code', { promoCode: DEMO_PROMO }, token);

  const companies: DemoAccount['companies'] = [];
  for (const company of COMPANIES) companies.push(await call<{ id: number; naam: string }>('POST', '/companies', company, token));
  for (const goal of GOALS) await call('POST', '/goals', { omschrijving: goal }, token);
  for (const ambition of AMBITIONS) await call('POST', '/ambitions', { omschrijving: ambition }, token);
  await call(
    'POST',
    '/templates',
    {
      bedrijf_id: companies[0]!.id,
      omschrijving: 'Jaargesprek zorgmedewerkers',
      goals: [
        { omschrijving: 'Binnen drie maanden de scholing medicatieveiligheid afronden', notitie: 'Via de e-learning van de zorggroep.' },
        { omschrijving: 'Elk kwartaal een casus inbrengen in het teamoverleg', notitie: '' },
        { omschrijving: 'Voor de zomer een werkbegeleiderscursus volgen', notitie: 'Past bij de ambitie om studenten te begeleiden.' },
      ],
    },
    token,
  );

  const random = seededRandom(20261123);
  const { deps } = runtime;
  for (const [index, company] of companies.entries()) {
    const target = {
      account: await loadAccount(deps.store, userId),
      company: await loadCompany(deps.store, company.id),
      context: { actor: 'demo-media', tenant: String(userId), commandId: `demo-media:${company.id}:${index}` },
    };
    await generateEmployees(
      deps,
      { ...target, context: { ...target.context, commandId: `${target.context.commandId}:employees` } },
      random,
    );
    // Two companies get a year of conversations; the bakery stays new, so its screens show what a start looks like.
    // The second company's conversations lie a few days earlier, so no two fall at the same hour.
    const shifted = { ...deps, clock: () => new Date(Date.now() - index * 3 * 24 * 3600_000) };
    if (index < 2)
      await generateTestdata(
        shifted,
        { ...target, context: { ...target.context, commandId: `${target.context.commandId}:testdata` } },
        random,
      );
  }
  return { userId, token, email: DEMO_USER.email, password: DEMO_USER.password, companies };
}
