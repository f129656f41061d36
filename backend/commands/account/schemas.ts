import { z } from 'zod';

const email = z
  .string({ error: 'Vul een geldig e-mailadres in.' })
  .trim()
  .max(254, 'Vul een geldig e-mailadres in.')
  .pipe(z.email({ error: 'Vul een geldig e-mailadres in.' }));
const password = z
  .string({ error: 'Vul een wachtwoord in.' })
  .min(6, 'Wachtwoord moet minimaal 6 karakters bevatten')
  .max(200, 'Wachtwoord mag maximaal 200 karakters bevatten');
const naam = z
  .string({ error: 'Naam mag niet leeg zijn' })
  .trim()
  .min(1, 'Naam mag niet leeg zijn')
  .max(100, 'Naam mag maximaal 100 karakters bevatten');
const code = z.string({ error: 'Voer een geldige 6-cijferige code in' }).regex(/^\d{6}$/, 'Voer een geldige 6-cijferige code in');

export const registerBody = z.object({ naam, email, password });
export const loginBody = z.object({
  email: z.string({ error: 'Vul je e-mailadres in' }).trim().min(1, 'Vul je e-mailadres in').max(254),
  password: z.string({ error: 'Vul je wachtwoord in' }).min(1, 'Vul je wachtwoord in').max(200),
  twoFactorCode: code.optional().or(z.literal('').transform(() => undefined)),
});
export const sendLoginCodeBody = loginBody.pick({ email: true, password: true });
export const renameBody = z.object({ naam });
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Vul alle velden in' }).min(1, 'Vul alle velden in'),
  newPassword: password,
});
export const codeBody = z.object({ code });
export const resetRequestBody = z.object({
  email: z.string({ error: 'Vul je e-mailadres in' }).trim().min(1, 'Vul je e-mailadres in').max(254),
});
export const resetBody = z.object({ token: z.string({ error: 'Ongeldig reset token' }).min(1, 'Ongeldig reset token').max(200), password });
export const verifyBody = z.object({
  token: z.string({ error: 'Geen verificatie token gevonden' }).min(1, 'Geen verificatie token gevonden').max(200),
});
