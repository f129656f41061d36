import { useState } from 'react';
import type { Session, User } from '../../../../../contracts/account';
import { roleLabels } from '../../../../../contracts/roles';
import { workspaceApi, type Team, type TeamMember } from '../../../../../contracts/workspace';
import { errorMessage } from '../../../api/client';
import { useCan } from '../../../lib/session/can';
import { Alert } from '../../../ui/alert';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { Loading } from '../../../ui/loading';
import { useToast } from '../../../ui/use-toast';
import { useToastedAction } from '../../../ui/use-toasted-action';
import { teamActions, transferOwnership, useTeam } from '../api/team';
import { LeaveWorkspaceButton } from './leave-workspace-button';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { WorkspaceNameForm } from './workspace-name-form';
import './team.css';

interface TeamTabProps {
  user: User;
  /** The workspace's name or the caller's own role changed: the session shows it. */
  onWorkspaceChanged: (session?: Session) => void;
  /** After leaving, the app continues in another workspace of the user. */
  onLeft: () => void;
}

type Pending = { kind: 'remove' | 'transfer'; member: TeamMember };

/** Profiel → Team: the members and invitations of the workspace; the owner manages them. */
export function TeamTab({ user, onWorkspaceChanged, onLeft }: TeamTabProps) {
  const { data: team, error, mutate } = useTeam();
  const may = useCan();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirming = useToastedAction();
  const show = (next: Team) => void mutate(next, { revalidate: false });
  const changing = useToastedAction();
  const busy = changing.busy;

  function change(action: () => Promise<Team>, success: string, failure: string): Promise<boolean> {
    return changing.run(async () => {
      show(await action());
      toast.success(success);
    }, failure);
  }

  if (error) return <Alert tone="error">{errorMessage(error, 'Het team kon niet worden geladen.')}</Alert>;
  if (!team) return <Loading />;
  const manage = may(workspaceApi.changeRole);

  async function confirm() {
    if (!pending) return;
    await confirming.run(async () => {
      if (pending.kind === 'remove')
        await change(() => teamActions.remove(pending.member.id), `${pending.member.naam} is verwijderd`, 'Verwijderen mislukt');
      if (pending.kind === 'transfer') {
        onWorkspaceChanged(await transferOwnership(pending.member.id));
        toast.success(`${pending.member.naam} is nu eigenaar`, 'Je bent zelf HR-manager geworden.');
      }
    });
    setPending(null);
  }

  return (
    <div className="stack">
      <section className="card stack stack--4" aria-labelledby="team-workspace-title">
        <h2 id="team-workspace-title" className="card__title">
          {team.werkruimte.naam}
        </h2>
        <p className="card__subtitle">Je rol in deze werkruimte: {user.werkruimte ? roleLabels[user.werkruimte.rol] : '—'}.</p>
        {may(workspaceApi.rename) ? (
          <WorkspaceNameForm
            key={team.werkruimte.naam}
            name={team.werkruimte.naam}
            busy={busy}
            onRename={(naam) =>
              void change(() => teamActions.rename(naam), 'Naam van de werkruimte opgeslagen', 'Opslaan mislukt').then((done) => {
                if (done) onWorkspaceChanged();
              })
            }
          />
        ) : null}
      </section>
      <section className="card stack stack--4" aria-labelledby="team-members-title">
        <h2 id="team-members-title" className="card__title">
          Leden ({team.leden.length})
        </h2>
        <MembersTable
          members={team.leden}
          selfId={user.id}
          manage={manage}
          busy={busy}
          onRole={(member, rol) =>
            void change(() => teamActions.changeRole(member.id, rol), `${member.naam} is nu ${roleLabels[rol]}`, 'Rol wijzigen mislukt')
          }
          onRemove={(member) => setPending({ kind: 'remove', member })}
          onTransfer={(member) => setPending({ kind: 'transfer', member })}
        />
      </section>
      <section className="card stack stack--4" aria-labelledby="team-invitations-title">
        <h2 id="team-invitations-title" className="card__title">
          Uitnodigingen
        </h2>
        {may(workspaceApi.invite) ? (
          <InviteForm
            busy={busy}
            onInvite={(email, rol) =>
              change(() => teamActions.invite(email, rol), `Uitnodiging verstuurd naar ${email}`, 'Uitnodigen mislukt')
            }
          />
        ) : null}
        <InvitationsList
          invitations={team.uitnodigingen}
          manage={may(workspaceApi.resendInvitation)}
          busy={busy}
          onResend={(invitation) =>
            void change(
              () => teamActions.resend(invitation.id),
              `Uitnodiging opnieuw verstuurd naar ${invitation.email}`,
              'Versturen mislukt',
            )
          }
          onWithdraw={(invitation) =>
            void change(() => teamActions.withdraw(invitation.id), 'Uitnodiging ingetrokken', 'Intrekken mislukt')
          }
        />
      </section>
      <LeaveWorkspaceButton workspaceName={team.werkruimte.naam} onLeft={onLeft} />
      <ConfirmModal
        open={pending !== null}
        title={pending?.kind === 'transfer' ? 'Eigendom overdragen' : 'Lid verwijderen'}
        confirmLabel={pending?.kind === 'transfer' ? 'Overdragen' : 'Verwijderen'}
        busy={confirming.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'transfer'
          ? `Weet je zeker dat je het eigendom van ${team.werkruimte.naam} wilt overdragen aan ${pending.member.naam}? Je wordt zelf HR-manager.`
          : pending
            ? `Weet je zeker dat je ${pending.member.naam} uit het team wilt verwijderen? De toegang stopt meteen.`
            : null}
      </ConfirmModal>
    </div>
  );
}
