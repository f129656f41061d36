import { useState } from 'react';
import type { WorkspaceMembership } from '../../../../../contracts/account';
import { roleLabels } from '../../../../../contracts/roles';
import { errorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/use-toast';
import { leaveWorkspace } from '../api/team';

/**
 * Profiel → Team for a member who may not see the team (auditor, analist): the workspace, their role,
 * and a way out of it.
 */
export function MembershipCard({ workspace, onLeft }: { workspace: WorkspaceMembership; onLeft: () => void }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      await leaveWorkspace();
      toast.success(`Je hebt ${workspace.naam} verlaten`);
      onLeft();
    } catch (failed) {
      toast.error('Dat is niet gelukt', errorMessage(failed, 'Probeer het later opnieuw.'));
    } finally {
      setLeaving(false);
      setAsking(false);
    }
  }

  return (
    <section className="card stack stack--4" aria-labelledby="membership-title">
      <h2 id="membership-title" className="card__title">
        {workspace.naam}
      </h2>
      <p className="card__subtitle">Je rol in deze werkruimte: {roleLabels[workspace.rol]}.</p>
      <div>
        <Button variant="ghost-danger" onClick={() => setAsking(true)}>
          Werkruimte verlaten
        </Button>
      </div>
      <ConfirmModal
        open={asking}
        title="Werkruimte verlaten"
        confirmLabel="Verlaten"
        busy={leaving}
        onConfirm={() => void leave()}
        onCancel={() => setAsking(false)}
      >
        {`Weet je zeker dat je ${workspace.naam} wilt verlaten? Je hebt daarna geen toegang meer tot de gegevens.`}
      </ConfirmModal>
    </section>
  );
}
