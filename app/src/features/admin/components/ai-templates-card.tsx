import { useState } from 'react';
import { useBranches } from '../../../api/templates';
import { adminMessages, GENERATED_AI_TEMPLATES } from '../../../../../contracts/admin';
import { Select } from '../../../ui/select';
import { generateAiTemplates } from '../api/admin-api';
import { AdminCard } from './admin-card';
import { useAdminAction } from './use-admin-action';

/** AI conversation templates for a branch, shown in the guide beside the catalogue's (SPEC 2 and 9). */
export function AiTemplatesCard() {
  const branches = useBranches();
  const [branchId, setBranchId] = useState<number | null>(null);
  const action = useAdminAction(adminMessages.aiTemplatesFailed);
  return (
    <AdminCard
      title="AI templates genereren"
      description={`Laat de AI ${GENERATED_AI_TEMPLATES} gesprekstemplates voor een branche maken, verdeeld over de functies (3 per functie bij 10 functies; bij minder functies meer per functie). Ze verschijnen in de gids Gesprek templates.`}
      icon="sparkles"
      submitLabel="Genereer AI templates"
      busyLabel="De AI is bezig..."
      busy={action.busy}
      canSubmit={branchId !== null}
      onSubmit={() => void action.run(() => generateAiTemplates(branchId!))}
      result={action.result}
    >
      <Select
        label="Branche"
        value={branchId ?? ''}
        placeholder={branches.isLoading ? 'Laden...' : 'Selecteer een branche'}
        options={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.naam }))}
        onChange={(id) => setBranchId(id ? Number(id) : null)}
      />
    </AdminCard>
  );
}
