import { Alert } from '../../../ui/alert';
import type { NamedItem } from '../../../../../contracts/templates';
import { useBranches } from '../../../api/templates';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { GuideChoiceList } from './guide-choice-list';
import { Button } from '../../../ui/button';

export function GuideBranchStep({ onPick }: { onPick: (branch: NamedItem) => void }) {
  const { data, error, isLoading, isValidating, mutate } = useBranches(true);

  if (error) {
    return (
      <div className="guide__failure stack stack--4">
        <Alert tone="error" title="Fout bij laden">
          Kon branches niet laden. Controleer of je bent ingelogd.
        </Alert>
        <div>
          <Button variant="secondary" onClick={() => void mutate()} disabled={isValidating}>
            Opnieuw proberen
          </Button>
        </div>
      </div>
    );
  }
  if (isLoading || !data) return <Loading />;
  if (data.length === 0) return <EmptyState look="plain">Geen branches gevonden</EmptyState>;
  return (
    <>
      <h2 className="guide__step-title">Kies een branche</h2>
      <GuideChoiceList items={data} label="Branches" onPick={onPick} />
    </>
  );
}
