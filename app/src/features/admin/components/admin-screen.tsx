import { adminMessages, GENERATED_CONVERSATIONS, GENERATED_EMPLOYEES } from '../../../../../contracts/admin';
import { PageHeader } from '../../../ui/page-header';
import { generateEmployees, generateTestdata } from '../api/admin-api';
import { AiTemplatesCard } from './ai-templates-card';
import { DeletionLogCard } from './deletion-log-card';
import { GeneratorCard } from './generator-card';
import { TestEmailCard } from './test-email-card';
import './admin.css';

/** SPEC 2, Admin: four cards, then the AVG deletion log. Every call is admin-only on the server as well. */
export function AdminScreen({ adminEmail }: { adminEmail: string }) {
  return (
    <>
      <PageHeader title="Beheer" subtitle="Hulpmiddelen voor beheerders: test e-mails, testdata, AI-templates en het verwijderlog." />
      <div className="admin-grid">
        <TestEmailCard defaultEmail={adminEmail} />
        <GeneratorCard
          title="Testdata genereren"
          description={`Maakt ${GENERATED_CONVERSATIONS} POP-gesprekken (afgerond, open en gepland) met doelen en ambities uit de catalogus bij de actieve medewerkers van het gekozen bedrijf.`}
          icon="chat"
          submitLabel="Genereer testdata"
          failureTitle={adminMessages.testdataFailed}
          generate={generateTestdata}
        />
        <GeneratorCard
          title="Medewerkers genereren"
          description={`Maakt ${GENERATED_EMPLOYEES} medewerkers met Nederlandse namen in het gekozen bedrijf, binnen de limiet van het abonnement van de gebruiker.`}
          icon="users"
          submitLabel="Genereer medewerkers"
          failureTitle={adminMessages.employeesFailed}
          generate={generateEmployees}
        />
        <AiTemplatesCard />
      </div>
      <DeletionLogCard />
    </>
  );
}
