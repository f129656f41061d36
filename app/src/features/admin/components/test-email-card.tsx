import { useState } from 'react';
import { adminMessages, testEmailLabels, testEmailTypes, type TestEmailType } from '../../../../../contracts/admin';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { sendTestEmail } from '../api/admin-api';
import { AdminCard } from './admin-card';
import { useAdminAction } from './use-admin-action';

const options = testEmailTypes.map((type) => ({ value: type, label: testEmailLabels[type] }));

/** Sends a sample of one of the product's mails to an address (SPEC 7, Admin). */
export function TestEmailCard({ defaultEmail }: { defaultEmail: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [emailType, setEmailType] = useState<TestEmailType>('welcome');
  const action = useAdminAction(adminMessages.sendEmailFailed);
  return (
    <AdminCard
      title="Test e-mail"
      description="Stuur een voorbeeld van een e-mail van POP Planner, zoals een gebruiker die krijgt, met [Test] in het onderwerp."
      icon="mail"
      submitLabel="Verstuur test e-mail"
      busyLabel="Versturen..."
      busy={action.busy}
      canSubmit={email.trim() !== ''}
      onSubmit={() => void action.run(() => sendTestEmail(email.trim(), emailType))}
      result={action.result}
    >
      <TextField label="E-mailadres" type="email" autoComplete="email" value={email} onChange={setEmail} required />
      <Select label="Soort e-mail" value={emailType} onChange={(value) => setEmailType(value as TestEmailType)} options={options} />
    </AdminCard>
  );
}
