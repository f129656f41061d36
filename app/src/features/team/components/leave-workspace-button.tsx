import { useState } from 'react';
import { Button } from '../../../ui/button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/use-toast';
import { useToastedAction } from '../../../ui/use-toasted-action';
import { leaveWorkspace } from '../api/team';

/** 'Werkruimte verlaten' after a confirmation; `onLeft` takes the app on (another workspace, or signed out). */
export function LeaveWorkspaceButton({ workspaceName, onLeft }: { workspaceName: string; onLeft: () => void }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const leaving = useToastedAction();

  async function leave() {
    await leaving.run(async () => {
      await leaveWorkspace();
      toast.success(`Je hebt ${workspaceName} verlaten`);
      onLeft();
    });
    setAsking(false);
  }

  return (
    <div>
      <Button variant="ghost-danger" onClick={() => setAsking(true)}>
        Werkruimte verlaten
      </Button>
      <ConfirmModal
        open={asking}
        title="Werkruimte verlaten"
        confirmLabel="Verlaten"
        busy={leaving.busy}
        onConfirm={() => void leave()}
        onCancel={() => setAsking(false)}
      >
        {`Weet je zeker dat je ${workspaceName} wilt verlaten? Je hebt daarna geen toegang meer tot de gegevens.`}
      </ConfirmModal>
    </div>
  );
}
