import { z } from 'zod';
import { session, PASSWORD_MIN, workspaceMembership } from './account';
import { emailAddress, idParam, isoTime, messageResponse, singleLineText } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles, WORKSPACE_ROLES } from './roles';
import { workspaceMessages } from './workspace-messages';
import { sessionOnly } from './token-access';

export { workspaceMessages };
const m = workspaceMessages;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

const rol = z.enum(WORKSPACE_ROLES, { error: m.invalidRole });
/** An invitation gives any role but owner: ownership is handed over (`transferOwnership`). */
const invitedRole = z.enum(['hr_manager', 'auditor', 'analyst'], { error: m.invalidRole });

export const renameWorkspaceBody = z.object({ naam: singleLineText(100, m.nameRequired, m.nameTooLong) });
export const inviteBody = z.object({ email: emailAddress('Vul een geldig e-mailadres in.'), rol: invitedRole });
export const changeRoleBody = z.object({ rol });
export const transferBody = z.object({ gebruiker_id: z.number({ error: m.memberNotFound }).int().positive() });
export const switchWorkspaceBody = z.object({ werkruimte_id: z.number({ error: m.notFound }).int().positive() });
export const invitationRegisterBody = z.object({
  naam: singleLineText(100, 'Naam mag niet leeg zijn', 'Naam mag maximaal 100 karakters bevatten'),
  password: z
    .string({ error: 'Vul een wachtwoord in.' })
    .min(PASSWORD_MIN, `Wachtwoord moet minimaal ${PASSWORD_MIN} karakters bevatten`)
    .max(200, 'Wachtwoord mag maximaal 200 karakters bevatten'),
});

/** A member of the workspace; `laatste_activiteit`: their last change in it (audit trail), null before any. */
export const teamMember = z
  .object({
    id: z.number().int(),
    naam: z.string(),
    email: z.string(),
    rol,
    lid_sinds: isoTime,
    laatste_activiteit: isoTime.nullable(),
  })
  .meta({ id: 'TeamMember' });
export const teamInvitation = z
  .object({ id: z.string(), email: z.string(), rol, verloopt_op: isoTime, verstuurd_op: isoTime, verlopen: z.boolean() })
  .meta({ id: 'TeamInvitation' });
export const team = z
  .object({
    werkruimte: z.object({ id: z.number().int(), naam: z.string() }),
    leden: z.array(teamMember),
    uitnodigingen: z.array(teamInvitation),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof team>;
export type TeamMember = z.infer<typeof teamMember>;
export type TeamInvitation = z.infer<typeof teamInvitation>;

/** What the invitation link shows before it is accepted. */
export const invitationPreview = z
  .object({ werkruimte: z.string(), rol, email: z.string(), account_bestaat: z.boolean(), verloopt_op: isoTime })
  .meta({ id: 'InvitationPreview' });

const memberParams = z.object({ userId: idParam(m.memberNotFound) });
const invitationParams = z.object({ invitationId: z.string().uuid(m.invitationNotFound) });
/** The link's secret: 43 characters of base64url (32 random bytes). */
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, m.invitationInvalid) });

export const workspaceApi = sessionOnly(
  endpointGroup('Team', {
    workspaces: endpoint({
      method: 'get',
      path: '/hr/workspaces',
      access: 'user',
      roles: roles.everyone,
      summary: 'De werkruimtes waarin je werkt, met je rol',
      response: z.array(workspaceMembership),
    }),
    switchWorkspace: endpoint({
      method: 'post',
      path: '/hr/workspaces/switch',
      access: 'user',
      roles: roles.everyone,
      summary: 'Wissel van werkruimte: een nieuw token voor de gekozen werkruimte',
      body: switchWorkspaceBody,
      response: session,
      errors: { 404: 'Geen lid van die werkruimte' },
    }),
    team: endpoint({
      method: 'get',
      path: '/team',
      access: 'user',
      roles: roles.hr,
      summary: 'De leden en open uitnodigingen van de werkruimte',
      response: team,
    }),
    rename: endpoint({
      method: 'put',
      path: '/team/name',
      access: 'user',
      roles: roles.owner,
      summary: 'Geef de werkruimte een andere naam',
      body: renameWorkspaceBody,
      response: team,
    }),
    invite: endpoint({
      method: 'post',
      path: '/team/invitations',
      access: 'user',
      roles: roles.owner,
      summary: `Nodig iemand uit met een rol; de link in de mail werkt ${INVITATION_DAYS} dagen en één keer`,
      body: inviteBody,
      response: team,
      status: 201,
      errors: { 409: 'Al lid of al uitgenodigd', 429: 'Te veel mails' },
    }),
    resendInvitation: endpoint({
      method: 'post',
      path: '/team/invitations/{invitationId}/resend',
      access: 'user',
      roles: roles.owner,
      summary: 'Verstuur een uitnodiging opnieuw (een nieuwe link; de oude werkt niet meer)',
      params: invitationParams,
      response: team,
      errors: { 404: 'Uitnodiging niet gevonden', 429: 'Te veel mails' },
    }),
    withdrawInvitation: endpoint({
      method: 'delete',
      path: '/team/invitations/{invitationId}',
      access: 'user',
      roles: roles.owner,
      summary: 'Trek een uitnodiging in',
      params: invitationParams,
      response: team,
      errors: { 404: 'Uitnodiging niet gevonden' },
    }),
    changeRole: endpoint({
      method: 'put',
      path: '/team/members/{userId}',
      access: 'user',
      roles: roles.owner,
      summary: 'Geef een lid een andere rol',
      params: memberParams,
      body: changeRoleBody,
      response: team,
      errors: { 404: 'Teamlid niet gevonden', 409: 'De laatste eigenaar' },
    }),
    removeMember: endpoint({
      method: 'delete',
      path: '/team/members/{userId}',
      access: 'user',
      roles: roles.owner,
      summary: 'Verwijder een lid uit de werkruimte; het heeft bij het volgende verzoek geen toegang meer',
      params: memberParams,
      response: team,
      errors: { 404: 'Teamlid niet gevonden', 409: 'De laatste eigenaar' },
    }),
    leave: endpoint({
      method: 'post',
      path: '/team/leave',
      access: 'user',
      roles: roles.everyone,
      summary: 'Verlaat de werkruimte (de laatste eigenaar kan dat niet)',
      response: messageResponse,
      errors: { 409: 'De laatste eigenaar' },
    }),
    transferOwnership: endpoint({
      method: 'post',
      path: '/team/ownership',
      access: 'user',
      roles: roles.owner,
      summary: 'Draag het eigendom over aan een lid; je wordt zelf HR-manager',
      body: transferBody,
      response: session,
      errors: { 404: 'Teamlid niet gevonden', 409: 'Je bent al eigenaar' },
    }),
    invitation: endpoint({
      method: 'get',
      path: '/invitations/{token}',
      access: 'public',
      summary: 'Wat een uitnodigingslink aanbiedt',
      params: tokenParams,
      response: invitationPreview,
      errors: { 404: 'Ongeldig of ingetrokken', 409: 'Verlopen' },
    }),
    acceptInvitation: endpoint({
      method: 'post',
      path: '/invitations/{token}/accept',
      access: 'user',
      roles: roles.everyone,
      summary: 'Accepteer een uitnodiging met het account waarmee je bent ingelogd (hetzelfde e-mailadres)',
      params: tokenParams,
      response: session,
      errors: { 403: 'Ander e-mailadres', 404: 'Ongeldig of ingetrokken', 409: 'Verlopen of al lid' },
    }),
    registerWithInvitation: endpoint({
      method: 'post',
      path: '/invitations/{token}/register',
      access: 'public',
      summary: 'Maak een account met de uitnodiging (het e-mailadres is daarmee bevestigd) en werk in de werkruimte',
      params: tokenParams,
      body: invitationRegisterBody,
      response: session,
      status: 201,
      errors: { 404: 'Ongeldig of ingetrokken', 409: 'Verlopen, of er is al een account', 429: 'Te veel pogingen' },
    }),
  }),
);
