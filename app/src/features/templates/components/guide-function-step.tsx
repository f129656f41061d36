import { useEffect } from 'react';
import type { NamedItem } from '../../../../../contracts/templates';
import { useBranchFunctions } from '../../../api/templates';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { GuideChoiceList } from './guide-choice-list';

export function GuideFunctionStep({ branch, onPick }: { branch: NamedItem; onPick: (fn: NamedItem) => void }) {
  const { data, error, isLoading } = useBranchFunctions(branch.id);

  // SPEC 8: load errors other than the branch list are only logged.
  useEffect(() => {
    if (error) console.error('Kon functies niet laden', error);
  }, [error]);

  if (isLoading) return <Loading />;
  if (!data || data.length === 0) return <EmptyState look="plain">Geen functies gevonden voor deze branche</EmptyState>;
  return (
    <>
      <h2 className="guide__step-title">Kies een functie</h2>
      <GuideChoiceList items={data} label={`Functies binnen ${branch.naam}`} onPick={onPick} />
    </>
  );
}
