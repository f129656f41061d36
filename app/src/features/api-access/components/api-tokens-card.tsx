import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiToken, CreatedApiToken } from '../../../../../contracts/api-tokens';
import { formatDateTime } from '../../../../../contracts/dutch-time';
import { apiTokenScopeLabels } from '../../../../../contracts/token-access';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { API_TOKENS_PATH, apiTokenActions, useApiTokens } from '../api/api-tokens';
import { CreateApiTokenModal } from './create-api-token-modal';
import { NewTokenSecret } from './new-token-secret';

/** Profiel → API: the member's personal API tokens (make, see once, list, revoke). */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useAsyncAction((failure) => errorMessage(failure, 'Het API-token kon niet worden ingetrokken'));

  async function confirmRevoke(token: ApiToken) {
    await revoke.run(async () => {
      await mutate(API_TOKENS_PATH, await apiTokenActions.revoke(token.id), { revalidate: false });
      setRevoking(null);
      if (created?.token.id === token.id) setCreated(null);
      toast.success('API-token ingetrokken');
    });
  }

  const columns: DataColumn<ApiToken>[] = [
    { key: 'naam', header: 'Naam', cell: (t) => t.naam, text: true },
    { key: 'prefix', header: 'Begint met', cell: (t) => <code>{t.prefix}</code>, stackLabel: 'Begint met' },
    { key: 'scope', header: 'Scope', cell: (t) => apiTokenScopeLabels[t.scope], stackLabel: 'Scope' },
    { key: 'aangemaakt', header: 'Gemaakt', cell: (t) => formatDateTime(t.aangemaakt_op), stackLabel: 'Gemaakt' },
    { key: 'verloopt', header: 'Verloopt', cell: (t) => formatDateTime(t.verloopt_op), stackLabel: 'Verloopt' },
    {
      key: 'gebruikt',
      header: 'Laatst gebruikt',
      cell: (t) => (t.laatst_gebruikt_op ? formatDateTime(t.laatst_gebruikt_op) : 'Nog niet'),
      stackLabel: 'Laatst gebruikt',
    },
    {
      key: 'acties',
      header: 'Acties',
      headerHidden: true,
      align: 'end',
      cell: (t) => (
        <Button variant="ghost-danger" size="small" onClick={() => setRevoking(t)} aria-label={`${t.naam} intrekken`}>
          Intrekken
        </Button>
      ),
    },
  ];
  const list = tokens.data ?? [];

  return (
    <section className="card stack" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title">API-tokens</h2>
      <p>
        Met een persoonlijk API-token koppel je je eigen systemen aan POP Planner. Het token werkt als jij, met jouw rol; met scope
        &apos;Lezen&apos; alleen om gegevens op te halen. Je account, abonnement en team beheer je alleen hier in de app.
      </p>
      {created ? <NewTokenSecret created={created} onDone={() => setCreated(null)} /> : null}
      {tokens.error ? <Alert tone="error">{errorMessage(tokens.error, 'De API-tokens konden niet worden geladen')}</Alert> : null}
      {list.length > 0 ? (
        <DataTable columns={columns} rows={list} rowKey={(t) => t.id} stacked />
      ) : tokens.data ? (
        <p className="muted">Je hebt nog geen API-tokens.</p>
      ) : null}
      <div>
        <Button variant="primary" onClick={() => setCreating(true)}>
          API-token maken
        </Button>
      </div>
      <CreateApiTokenModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          setCreated(answer);
          void mutate(API_TOKENS_PATH);
        }}
      />
      <ConfirmModal
        open={revoking !== null}
        title="API-token intrekken"
        confirmLabel="Intrekken"
        tone="danger"
        busy={revoke.busy}
        error={revoke.error}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p className="modal-text">
          Het token &apos;{revoking?.naam}&apos; werkt daarna meteen niet meer; koppelingen die het gebruiken krijgen geen toegang meer.
        </p>
      </ConfirmModal>
    </section>
  );
}
