import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { IconName } from '../../../ui/icon';
import { AdminCard } from './admin-card';
import { useAdminAction } from './use-admin-action';
import { UserCompanyPicker, type UserCompany } from './user-company-picker';

interface GeneratorCardProps {
  title: string;
  description: string;
  icon: IconName;
  submitLabel: string;
  failureTitle: string;
  generate: (userId: number, companyId: number) => Promise<{ message: string }>;
}

/** Test data or employees for a chosen user's company; user and company must be chosen first (SPEC 5). */
export function GeneratorCard({ title, description, icon, submitLabel, failureTitle, generate }: GeneratorCardProps) {
  const [target, setTarget] = useState<UserCompany>({ userId: null, companyId: null });
  const action = useAdminAction(failureTitle);
  const { mutate } = useSWRConfig();
  const { userId, companyId } = target;
  return (
    <AdminCard
      title={title}
      description={description}
      icon={icon}
      submitLabel={submitLabel}
      busyLabel="Bezig met genereren..."
      busy={action.busy}
      canSubmit={userId !== null && companyId !== null}
      // The company list shows employee counts: ask again after a run.
      onSubmit={() =>
        void action.run(
          () => generate(userId!, companyId!),
          () => void mutate((key) => typeof key === 'string' && key.startsWith('/hr/admin/companies/')),
        )
      }
      result={action.result}
    >
      <UserCompanyPicker value={target} onChange={setTarget} />
    </AdminCard>
  );
}
