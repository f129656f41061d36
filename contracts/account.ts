import { z } from 'zod';
import { emailAddress, isoTime, messageResponse, singleLineText } from './fields';
import { endpoint, endpointGroup } from './http';
import { SUBSCRIPTION_TIERS } from './plan-catalogue';
import { WORKSPACE_ROLES } from './roles';
import { roles } from './roles';
import { sessionOnly } from './token-access';

export const PASSWORD_MIN = 6;
export const accountMessages = {
  emailInvalid: 'Vul een geldig e-mailadres in.',
  emailRequired: 'Vul je e-mailadres in',
  passwordRequired: 'Vul je wachtwoord in',
  passwordTooShort: `Wachtwoord moet minimaal ${PASSWORD_MIN} karakters bevatten`,
  passwordTooLong: 'Wachtwoord mag maximaal 200 karakters bevatten',
  nameRequired: 'Naam mag niet leeg zijn',
  nameTooLong: 'Naam mag maximaal 100 karakters bevatten',
  codeInvalid: 'Voer een geldige 6-cijferige code in',
  allFields: 'Vul alle velden in',
  resetTokenMissing: 'Ongeldig reset token',
  verifyTokenMissing: 'Geen verificatie token gevonden',
} as const;
const m = accountMessages;

const email = emailAddress(m.emailInvalid);
const password = z.string({ error: 'Vul een wachtwoord in.' }).min(PASSWORD_MIN, m.passwordTooShort).max(200, m.passwordTooLong);
const naam = singleLineText(100, m.nameRequired, m.nameTooLong);
const code = z.string({ error: m.codeInvalid }).regex(/^\d{6}$/, m.codeInvalid);
const loginEmail = z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).max(254);

export const registerBody = z.object({ naam, email, password });
export const loginBody = z.object({
  email: loginEmail,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200),
  twoFactorCode: code.optional().or(z.literal('').transform(() => undefined)),
});
export const sendLoginCodeBody = loginBody.pick({ email: true, password: true });
export const renameBody = z.object({ naam });
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: m.allFields }).min(1, m.allFields).max(200),
  newPassword: password,
});
export const codeBody = z.object({ code });
/** Switching two-factor login off takes the password: a session left open must not do it. */
export const disableTwoFactorBody = z.object({ password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200) });
export const resetRequestBody = z.object({ email: loginEmail });
export const resetBody = z.object({ token: z.string({ error: m.resetTokenMissing }).min(1, m.resetTokenMissing).max(200), password });
export const verifyBody = z.object({ token: z.string({ error: m.verifyTokenMissing }).min(1, m.verifyTokenMissing).max(200) });

/** A workspace the user works in, with the user's role there (issue 24). */
export const workspaceMembership = z
  .object({ id: z.number().int(), naam: z.string(), rol: z.enum(WORKSPACE_ROLES) })
  .meta({ id: 'WorkspaceMembership' });
export type WorkspaceMembership = z.infer<typeof workspaceMembership>;

/**
 * The HR user (SPEC section 3). The plan fields are those of the workspace in use (`werkruimte`,
 * null when the account is no longer a member of the one its token names); `werkruimtes` are all of them.
 */
export const user = z
  .object({
    id: z.number().int(),
    naam: z.string(),
    email: z.string(),
    IsAdmin: z.boolean(),
    plan_type: z.enum(SUBSCRIPTION_TIERS),
    created_at: isoTime,
    plan_started_at: isoTime.nullable(),
    next_invoice_date: isoTime.nullable(),
    plan_expires_at: isoTime.nullable(),
    promo_code_used: z.string().nullable(),
    verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    werkruimte: workspaceMembership.nullable(),
    werkruimtes: z.array(workspaceMembership),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const session = z.object({ token: z.string(), user }).meta({ id: 'Session' });
export type Session = z.infer<typeof session>;
/** `lockedOut`: too many failed logins for this address; every login now takes a mailed code (whatever the password). */
const twoFactorRequired = z.object({
  requires2FA: z.literal(true),
  user: z.object({ email: z.string() }),
  lockedOut: z.literal(true).optional(),
});
export const loginResponse = z.union([session, twoFactorRequired]);
export type LoginResponse = z.infer<typeof loginResponse>;

const successMessage = z.object({ success: z.boolean(), message: z.string() });
export const testUser = z.object({ id: z.number().int(), naam: z.string(), email: z.string(), plan_type: z.enum(SUBSCRIPTION_TIERS) });
export type TestUser = z.infer<typeof testUser>;

export const accountApi = sessionOnly(
  endpointGroup('Account', {
    register: endpoint({
      method: 'post',
      path: '/hr/register',
      access: 'public',
      summary: 'Registreer een HR-account',
      body: registerBody,
      response: session,
      status: 201,
      errors: { 409: 'E-mailadres al in gebruik' },
    }),
    login: endpoint({
      method: 'post',
      path: '/hr/login',
      access: 'public',
      summary: 'Inloggen (met 2FA-code indien ingeschakeld)',
      body: loginBody,
      response: loginResponse,
      errors: { 401: 'Onjuiste gegevens', 429: 'Te veel pogingen' },
    }),
    sendLoginCode: endpoint({
      method: 'post',
      path: '/hr/2fa/send-login-code',
      access: 'public',
      summary: 'Stuur de 2FA-inlogcode per e-mail',
      body: sendLoginCodeBody,
      response: messageResponse,
    }),
    logout: endpoint({
      method: 'post',
      path: '/hr/logout',
      access: 'user',
      roles: roles.everyone,
      summary: 'Uitloggen: dit token werkt daarna niet meer (andere sessies blijven)',
      response: messageResponse,
    }),
    logoutEverywhere: endpoint({
      method: 'post',
      path: '/hr/logout-everywhere',
      access: 'user',
      roles: roles.everyone,
      summary: 'Overal uitloggen: alle andere sessies eindigen, deze gaat verder met het nieuwe token',
      response: z.object({ message: z.string(), token: z.string() }),
    }),
    profile: endpoint({
      method: 'get',
      path: '/hr/profile',
      access: 'user',
      roles: roles.everyone,
      summary: 'Het eigen profiel',
      response: user,
    }),
    rename: endpoint({
      method: 'put',
      path: '/hr/profile/name',
      access: 'user',
      roles: roles.everyone,
      summary: 'Wijzig de eigen naam',
      body: renameBody,
      response: user,
    }),
    changePassword: endpoint({
      method: 'put',
      path: '/hr/change-password',
      access: 'user',
      roles: roles.everyone,
      summary: 'Wijzig het wachtwoord; geeft een nieuw token',
      body: changePasswordBody,
      response: z.object({ message: z.string(), token: z.string() }),
    }),
    twoFactorStatus: endpoint({
      method: 'get',
      path: '/hr/2fa/status',
      access: 'user',
      roles: roles.everyone,
      summary: 'Staat 2FA aan?',
      response: z.object({ two_factor_enabled: z.boolean() }),
    }),
    enableTwoFactor: endpoint({
      method: 'post',
      path: '/hr/2fa/enable',
      access: 'user',
      roles: roles.everyone,
      summary: 'Stuur een code om 2FA aan te zetten',
      response: messageResponse,
    }),
    verifyEnableTwoFactor: endpoint({
      method: 'post',
      path: '/hr/2fa/verify-enable',
      access: 'user',
      roles: roles.everyone,
      summary: 'Zet 2FA aan met de gemailde code; andere sessies eindigen, deze gaat verder met het nieuwe token',
      body: codeBody,
      response: z.object({ message: z.string(), token: z.string() }),
    }),
    disableTwoFactor: endpoint({
      method: 'post',
      path: '/hr/2fa/disable',
      access: 'user',
      roles: roles.everyone,
      summary: 'Zet 2FA uit (met het wachtwoord)',
      body: disableTwoFactorBody,
      response: messageResponse,
    }),
    testUsers: endpoint({
      method: 'get',
      path: '/hr/test-users',
      access: 'admin',
      summary: 'Alle HR-gebruikers (beheer)',
      response: z.object({ users: z.array(testUser) }),
    }),
    requestReset: endpoint({
      method: 'post',
      path: '/password-reset/request',
      access: 'public',
      summary: 'Vraag een resetlink aan',
      body: resetRequestBody,
      response: successMessage,
    }),
    reset: endpoint({
      method: 'post',
      path: '/password-reset/reset',
      access: 'public',
      summary: 'Stel een nieuw wachtwoord in met de resetlink',
      body: resetBody,
      response: successMessage,
    }),
    verificationStatus: endpoint({
      method: 'get',
      path: '/verification/status',
      access: 'user',
      roles: roles.everyone,
      summary: 'Is het e-mailadres geverifieerd?',
      response: z.object({ verified: z.boolean() }),
    }),
    sendVerification: endpoint({
      method: 'post',
      path: '/verification/send-verification',
      access: 'user',
      roles: roles.everyone,
      summary: 'Stuur een nieuwe verificatiemail',
      response: messageResponse,
    }),
    verify: endpoint({
      method: 'post',
      path: '/verification/verify',
      access: 'public',
      summary: 'Verifieer het e-mailadres met de link uit de mail',
      body: verifyBody,
      response: messageResponse,
    }),
  }),
);
