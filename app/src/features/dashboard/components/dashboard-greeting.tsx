import { PageHeader } from '../../../ui/page-header';

const hourInAmsterdam = new Intl.DateTimeFormat('nl-NL', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Amsterdam' });

function greetingFor(date: Date): string {
  const hour = Number(hourInAmsterdam.format(date));
  if (hour < 6) return 'Goedenavond';
  if (hour < 12) return 'Goedemorgen';
  if (hour < 18) return 'Goedemiddag';
  return 'Goedenavond';
}

export function DashboardGreeting({ naam }: { naam: string }) {
  const firstName = naam.trim().split(/\s+/)[0] || naam;
  return (
    <PageHeader
      title={`${greetingFor(new Date())}, ${firstName}`}
      subtitle="Welkom bij POP Planner. Hier zie je in één oogopslag waar je staat."
    />
  );
}
