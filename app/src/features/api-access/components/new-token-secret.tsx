import type { CreatedApiToken } from '../../../../../contracts/api-tokens';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/use-toast';

/** The secret of a token just made: the only time anyone sees it (the server keeps a hash). */
export function NewTokenSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.geheim);
      toast.success('API-token gekopieerd');
    } catch {
      toast.error('Kopiëren is niet gelukt. Selecteer het token en kopieer het zelf.');
    }
  }
  return (
    <Alert tone="success">
      <div className="stack stack--2">
        <strong>API-token &apos;{created.token.naam}&apos; gemaakt</strong>
        <span>Kopieer het nu: je ziet het hierna niet meer terug.</span>
        <label htmlFor="api-token-secret">Je nieuwe API-token</label>
        <input id="api-token-secret" className="input" readOnly value={created.geheim} onFocus={(e) => e.currentTarget.select()} />
        <div className="cluster cluster--2 cluster--wrap">
          <Button variant="primary" onClick={() => void copy()}>
            Kopiëren
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Klaar
          </Button>
        </div>
      </div>
    </Alert>
  );
}
