import { useSWRConfig } from 'swr';
import { REMINDER_LEAD_TIMES, reminderLeadTimeLabels, type ReminderLeadTime } from '../../../../../contracts/notifications';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { Select } from '../../../ui/select';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { REMINDER_PATH, saveReminderSetting, useReminderSetting } from '../api/reminder';

const OPTIONS = REMINDER_LEAD_TIMES.map((value) => ({ value, label: reminderLeadTimeLabels[value] }));

interface ReminderCardProps {
  /** Owners and HR-managers choose; the other roles see the workspace's choice. */
  canChange: boolean;
}

/**
 * Profiel → Meldingen: how long before a planned conversation the planner (and the invited employee)
 * get a reminder with the invitation again. One setting for the whole workspace.
 */
export function ReminderCard({ canChange }: ReminderCardProps) {
  const setting = useReminderSetting();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const action = useAsyncAction((failure) => errorMessage(failure, 'De herinnering kon niet worden opgeslagen'));

  async function choose(value: string) {
    await action.run(async () => {
      const saved = await saveReminderSetting({ voor_gesprek: value as ReminderLeadTime });
      await mutate(REMINDER_PATH, saved, { revalidate: false });
      toast.success(
        saved.voor_gesprek === 'none'
          ? 'Herinneringen uitgezet'
          : `Herinnering ingesteld op ${reminderLeadTimeLabels[saved.voor_gesprek]} vooraf`,
      );
    });
  }

  return (
    <section className="card" aria-labelledby="reminder-card-title">
      <h2 id="reminder-card-title">Herinnering voor een gesprek</h2>
      <p className="muted small">
        Wie het gesprek plande krijgt vooraf een herinnering met de agenda-uitnodiging; de medewerker ook, als die de uitnodiging kreeg. Dit
        geldt voor de hele werkruimte.
      </p>
      {setting.error ? <Alert tone="error">{errorMessage(setting.error, 'De herinnering kon niet worden geladen')}</Alert> : null}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {!setting.data ? (
        setting.error ? null : (
          <Loading variant="inline" />
        )
      ) : (
        <Select
          label="Herinnering vooraf"
          value={setting.data.voor_gesprek}
          options={OPTIONS}
          disabled={!canChange || action.busy}
          onChange={(value) => void choose(value)}
        />
      )}
      {setting.data && !canChange ? <p className="muted small">Alleen de eigenaar en HR-managers kunnen dit wijzigen.</p> : null}
    </section>
  );
}
