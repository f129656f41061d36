import { adminMessages } from '../../../../../contracts/admin';
import { Select } from '../../../ui/select';
import { useTestUsers, useUserCompanies } from '../api/admin-api';

export interface UserCompany {
  userId: number | null;
  companyId: number | null;
}

interface UserCompanyPickerProps {
  value: UserCompany;
  onChange: (value: UserCompany) => void;
}

/**
 * A user, then one of that user's companies (SPEC 5, Admin): the company list appears only once a
 * user is chosen, with 'Geen bedrijven gevonden voor deze gebruiker' when there are none.
 */
export function UserCompanyPicker({ value, onChange }: UserCompanyPickerProps) {
  const users = useTestUsers();
  const companies = useUserCompanies(value.userId);
  const userOptions = (users.data?.users ?? []).map((user) => ({ value: user.id, label: `${user.naam} (${user.email})` }));
  const companyOptions = (companies.data?.companies ?? []).map((company) => ({
    value: company.id,
    label: company.actief ? company.naam : `${company.naam} (inactief)`,
  }));
  return (
    <>
      <Select
        label="Gebruiker"
        value={value.userId ?? ''}
        placeholder={users.isLoading ? 'Laden...' : 'Selecteer een gebruiker'}
        options={userOptions}
        onChange={(id) => onChange({ userId: id ? Number(id) : null, companyId: null })}
      />
      {value.userId === null ? null : companies.error ? (
        <p className="field__error" role="alert">
          {adminMessages.fetchCompaniesFailed}
        </p>
      ) : companies.data && companyOptions.length === 0 ? (
        <p className="admin-card__note">{adminMessages.noCompanies}</p>
      ) : (
        <Select
          label="Bedrijf"
          value={value.companyId ?? ''}
          placeholder={companies.isLoading ? 'Laden...' : 'Selecteer een bedrijf'}
          options={companyOptions}
          onChange={(id) => onChange({ ...value, companyId: id ? Number(id) : null })}
        />
      )}
    </>
  );
}
