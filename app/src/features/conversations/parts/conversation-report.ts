import { formatDateTime } from '../../../../../contracts/dutch-time';
import { STATUS_LABELS, type Conversation } from '../../../../../contracts/conversations';
import { progressPercent } from '../lib/progress';

const oneDecimal = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const deadlineText = (date: string) => date.split('-').reverse().join('-');

/** The report as plain text, for the mail (date, status, verslag, goals with progress, ambitions). */
export function reportText(c: Conversation): string {
  const lines = [
    `POP gesprek met ${c.medewerker_naam} (${c.bedrijf_naam})`,
    `Datum en tijd: ${formatDateTime(c.datum_tijd)}`,
    `Status: ${STATUS_LABELS[c.status]}`,
    '',
    'Gespreksnotitie:',
    c.verslag.trim() || '(geen notitie)',
    '',
    `Doelen (totale voortgang ${oneDecimal.format(c.overall_progress)}/10):`,
  ];
  if (c.goals.length === 0) lines.push('(geen doelen)');
  for (const goal of c.goals) {
    const deadline = goal.deadline ? `, deadline ${deadlineText(goal.deadline)}` : '';
    lines.push(`- ${goal.omschrijving}: ${goal.voortgang}/10 (${progressPercent(goal.voortgang)}%)${deadline}`);
    if (goal.notitie.trim()) lines.push(`  Notitie: ${goal.notitie.trim()}`);
  }
  lines.push('', 'Ambities:');
  if (c.ambitions.length === 0) lines.push('(geen ambities)');
  for (const ambition of c.ambitions) {
    lines.push(`- ${ambition.omschrijving}`);
    if (ambition.notitie.trim()) lines.push(`  Notitie: ${ambition.notitie.trim()}`);
  }
  return lines.join('\n');
}

/** The default body of the report mail: a greeting around the report. */
export function reportMailBody(c: Conversation): string {
  return `Beste ${c.medewerker_naam},\n\nHierbij het verslag van ons POP gesprek.\n\n${reportText(c)}\n\nMet vriendelijke groet,\n${c.hr_gebruiker_naam}`;
}

export const reportSubject = (c: Conversation) => `POP Gesprek ${formatDateTime(c.datum_tijd)}`.trim();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** An enterprise workspace's look on the printed report: absolute, as the print window has no address of its own. */
export interface ReportLook {
  logoUrl: string | null;
  accentColor: string | null;
}

/** A self-contained printable page of the report (print / save as PDF), in the workspace's look when it has one. */
export function reportHtml(c: Conversation, look: ReportLook | null = null): string {
  const accent = look?.accentColor ? `h1,h2{color:${look.accentColor}}h2{border-bottom-color:${look.accentColor}}` : '';
  const logo = look?.logoUrl ? `<img class="logo" src="${escapeHtml(look.logoUrl)}" alt="Logo">` : '';
  const footer = look ? '<p class="made-with">Gemaakt met POP Planner</p>' : '';
  const goals = c.goals
    .map(
      (g) =>
        `<tr><td>${escapeHtml(g.omschrijving)}${g.notitie.trim() ? `<div class="note">${escapeHtml(g.notitie)}</div>` : ''}</td>` +
        `<td>${g.voortgang}/10 (${progressPercent(g.voortgang)}%)</td><td>${g.deadline ? deadlineText(g.deadline) : '—'}</td></tr>`,
    )
    .join('');
  const ambitions = c.ambitions
    .map((a) => `<li>${escapeHtml(a.omschrijving)}${a.notitie.trim() ? `<div class="note">${escapeHtml(a.notitie)}</div>` : ''}</li>`)
    .join('');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(`POP gesprek ${c.medewerker_naam}`)}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#16232f;margin:32px;line-height:1.5}
h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px;border-bottom:1px solid #cdd5dc;padding-bottom:4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}dt{font-weight:600}dd{margin:0}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e3e8ec;vertical-align:top}
.note{color:#5b6b79;font-size:13px;white-space:pre-wrap}.verslag{white-space:pre-wrap}
.logo{display:block;max-height:64px;max-width:240px;margin:0 0 16px}.made-with{margin-top:32px;color:#5b6b79;font-size:12px}${accent}
</style></head><body>
${logo}<h1>POP gesprek</h1>
<dl><dt>Medewerker</dt><dd>${escapeHtml(c.medewerker_naam)}</dd><dt>Bedrijf</dt><dd>${escapeHtml(c.bedrijf_naam)}</dd>
<dt>Datum en tijd</dt><dd>${formatDateTime(c.datum_tijd)}</dd><dt>Status</dt><dd>${STATUS_LABELS[c.status]}</dd>
<dt>Totale voortgang</dt><dd>${oneDecimal.format(c.overall_progress)}/10</dd></dl>
<h2>Gespreksnotitie</h2><p class="verslag">${escapeHtml(c.verslag.trim() || '(geen notitie)')}</p>
<h2>Doelen</h2>${goals ? `<table><thead><tr><th>Doel</th><th>Voortgang</th><th>Deadline</th></tr></thead><tbody>${goals}</tbody></table>` : '<p>(geen doelen)</p>'}
<h2>Ambities</h2>${ambitions ? `<ul>${ambitions}</ul>` : '<p>(geen ambities)</p>'}
${footer}</body></html>`;
}

const calendarStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Google Agenda 'new event' link lasting one hour (SPEC 9), or null without a valid date. */
export function googleCalendarUrl(c: Conversation): string | null {
  const start = Date.parse(c.datum_tijd);
  if (!c.datum_tijd || Number.isNaN(start)) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `POP gesprek ${c.medewerker_naam}`,
    dates: `${calendarStamp(start)}/${calendarStamp(start + 60 * 60 * 1000)}`,
    details: `POP gesprek met ${c.medewerker_naam} (${c.bedrijf_naam}).`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
