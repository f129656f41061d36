import { API_TOKEN_LIFETIMES, type ApiTokenLifetime, type CreatedApiToken } from '../../../../../contracts/api-tokens';
import { API_TOKEN_SCOPES, apiTokenScopeLabels, type ApiTokenScopeName } from '../../../../../contracts/token-access';
import { errorMessage } from '../../../api/client';
import { FormModal } from '../../../ui/form-modal';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useFormModal } from '../../../ui/use-form-modal';
import { apiTokenActions } from '../api/api-tokens';

interface Values {
  naam: string;
  scope: ApiTokenScopeName;
  dagen: ApiTokenLifetime;
}

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: apiTokenScopeLabels[scope] }));
const LIFETIME_OPTIONS = API_TOKEN_LIFETIMES.map((days) => ({ value: days, label: `${days} dagen` }));

/** Name, scope and lifetime of a new token; hands the answer (with its secret, shown once) back. */
export function CreateApiTokenModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiToken) => void;
}) {
  const form = useFormModal<Values>({
    open,
    initial: () => ({ naam: '', scope: 'lezen', dagen: 90 }),
    validate: (values) => (values.naam.trim() ? null : 'Geef het token een naam'),
    save: async (values) => onCreated(await apiTokenActions.create(values.naam.trim(), values.scope, values.dagen)),
    describeError: (failure) => errorMessage(failure, 'Het API-token kon niet worden gemaakt'),
  });
  return (
    <FormModal open={open} title="API-token maken" onClose={onClose} formId="api-token-form" form={form} submitLabel="Token maken">
      <TextField
        label="Naam"
        value={form.values.naam}
        onChange={(naam) => form.change({ naam })}
        hint="Waarvoor je het gebruikt, bijvoorbeeld 'HRIS-koppeling'"
        maxLength={100}
        required
      />
      <Select
        label="Scope"
        value={form.values.scope}
        options={SCOPE_OPTIONS}
        onChange={(scope) => form.change({ scope: scope as ApiTokenScopeName })}
      />
      <Select
        label="Geldig"
        value={form.values.dagen}
        options={LIFETIME_OPTIONS}
        onChange={(dagen) => form.change({ dagen: Number(dagen) as ApiTokenLifetime })}
      />
    </FormModal>
  );
}
