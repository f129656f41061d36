import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { Session, User } from '../../../../../contracts/account';
import { formatDayMonthYear } from '../../../../../contracts/dutch-time';
import { roleLabels } from '../../../../../contracts/roles';
import { workspaceMessages, type invitationPreview } from '../../../../../contracts/workspace';
import { errorMessage, fetchPath } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Loading } from '../../../ui/loading';
import { acceptInvitation, invitationPath, registerWithInvitation } from '../api/team';
import { InvitationRegisterForm } from './invitation-register-form';
import type { z } from 'zod';

type Preview = z.infer<typeof invitationPreview>;

interface InvitationPanelProps {
  token: string;
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** Accepted or registered: the app continues in the invited workspace. */
  onJoined: (session: Session) => void;
}

/** What the invitation link shows: the workspace and role, and the one step that fits who opens it. */
export function InvitationPanel({ token, user, onJoined }: InvitationPanelProps) {
  const { data: preview, error } = useSWR<Preview, Error>(invitationPath(token), fetchPath, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (error) return <Alert tone="error">{errorMessage(error, workspaceMessages.invitationInvalid)}</Alert>;
  if (!preview) return <Loading />;

  async function join(action: () => Promise<Session>) {
    setBusy(true);
    setFailure(null);
    try {
      onJoined(await action());
    } catch (failed) {
      setFailure(errorMessage(failed, 'Dat is niet gelukt. Probeer het later opnieuw.'));
      setBusy(false);
    }
  }

  const sameAddress = user !== null && user.email.toLowerCase() === preview.email.toLowerCase();
  return (
    <div className="stack stack--4">
      <p>
        Je bent uitgenodigd om als <strong>{roleLabels[preview.rol]}</strong> te werken in <strong>{preview.werkruimte}</strong>. De
        uitnodiging is voor <strong>{preview.email}</strong> en is geldig tot {formatDayMonthYear(preview.verloopt_op)}.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {user && sameAddress ? (
        <Button variant="primary" className="button--block" disabled={busy} onClick={() => void join(() => acceptInvitation(token))}>
          {busy ? 'Accepteren...' : 'Uitnodiging accepteren'}
        </Button>
      ) : user ? (
        <Alert tone="warning">{workspaceMessages.invitationOtherAddress}</Alert>
      ) : preview.account_bestaat ? (
        <>
          <p className="muted">Er bestaat al een account voor dit e-mailadres.</p>
          <Link className="button button--primary button--block" to={`/login?next=${encodeURIComponent(`/uitnodiging/${token}`)}`}>
            Log in om te accepteren
          </Link>
        </>
      ) : (
        <InvitationRegisterForm
          email={preview.email}
          busy={busy}
          onInvalid={setFailure}
          onSubmit={(naam, password) => void join(() => registerWithInvitation(token, naam, password))}
        />
      )}
    </div>
  );
}
