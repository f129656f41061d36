import { dutchParts, parseDutchDateTime } from '../../../contracts/dutch-time';
import type { ConversationStatus } from '../../../contracts/conversations';

/** One generated conversation: when, in which status, how far its goals are. */
export interface PlannedConversation {
  status: ConversationStatus;
  /** UTC ISO of the Dutch wall-clock moment. */
  scheduledAt: string;
  /** Progress per goal (0-10), repeated over the goals; none for a planned conversation. */
  progress: number[];
  /** YYYY-MM-DD or null. */
  deadline: string | null;
  verslag: string;
  ambitions: number;
}

const DAY = 24 * 3600_000;
/** Days from today, hour: three held, three under way, four to come (SPEC 9: 10 conversations). */
const SHAPES: {
  status: ConversationStatus;
  days: number;
  time: string;
  progress: number[];
  deadlineDays: number | null;
  ambitions: number;
}[] = [
  { status: 'afgerond', days: -150, time: '10:00', progress: [10, 8, 9, 7], deadlineDays: -60, ambitions: 2 },
  { status: 'afgerond', days: -118, time: '14:00', progress: [9, 10, 6], deadlineDays: -30, ambitions: 1 },
  { status: 'afgerond', days: -85, time: '09:30', progress: [8, 7, 10, 5], deadlineDays: -10, ambitions: 2 },
  { status: 'open', days: -21, time: '11:00', progress: [6, 4, 3, 5], deadlineDays: 60, ambitions: 2 },
  { status: 'open', days: -12, time: '13:30', progress: [2, 5, 1], deadlineDays: 45, ambitions: 1 },
  { status: 'open', days: -4, time: '15:00', progress: [3, 0, 4, 2], deadlineDays: 90, ambitions: 2 },
  { status: 'gepland', days: 7, time: '10:00', progress: [], deadlineDays: null, ambitions: 1 },
  { status: 'gepland', days: 15, time: '14:30', progress: [], deadlineDays: null, ambitions: 1 },
  { status: 'gepland', days: 23, time: '09:00', progress: [], deadlineDays: null, ambitions: 0 },
  { status: 'gepland', days: 38, time: '11:30', progress: [], deadlineDays: null, ambitions: 1 },
];

const VERSLAG: Record<ConversationStatus, string> = {
  afgerond:
    'Terugblik op de afgelopen periode: de medewerker is tevreden over de voortgang. De doelen zijn samen doorgenomen en grotendeels behaald; de ontwikkelpunten nemen we mee naar het volgende gesprek.',
  open: 'Gesprek gevoerd; de doelen zijn afgesproken. Tussenstand over zes weken bespreken.',
  gepland: '',
};

const dutchDay = (ms: number) => {
  const p = dutchParts(ms);
  return `${p.year}-${p.month}-${p.day}`;
};

/** The ten conversations around `now`, at Dutch wall-clock times. */
export function testdataPlan(now: Date): PlannedConversation[] {
  return SHAPES.map((shape) => ({
    status: shape.status,
    scheduledAt: parseDutchDateTime(`${dutchDay(now.getTime() + shape.days * DAY)}T${shape.time}`)!,
    progress: shape.progress,
    deadline: shape.deadlineDays === null ? null : dutchDay(now.getTime() + shape.deadlineDays * DAY),
    verslag: VERSLAG[shape.status],
    ambitions: shape.ambitions,
  }));
}
