import ICAL from 'ical.js';

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  /** The start as the UTC instant the calendar's own VTIMEZONE makes of it. */
  startUtc: string;
  /** The start's wall clock as written, with its TZID. */
  startLocal: string;
  startZone: string;
  endUtc: string;
  summary: string;
  description: string;
  status: string | null;
  timezones: string[];
}

/** Reads an invitation with ical.js, as a calendar would: the VTIMEZONE it carries places the TZID times. */
export function parseIcs(text: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const result: ParsedInvite = {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    startUtc: event.startDate.toJSDate().toISOString(),
    startLocal: event.startDate.toString(),
    startZone: event.startDate.zone?.tzid ?? '',
    endUtc: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
    status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    timezones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))),
  };
  for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  return result;
}
