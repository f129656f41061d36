/** SPEC 2 (Public help): the categories of the help centre; {product} is POP Gesprekken. */
export type HelpCategory = 'Algemeen' | 'AI' | 'Medewerkers' | 'Account' | 'Bedrijven' | 'POP Gesprekken';

export interface FaqItem {
  kind: 'faq';
  id: string;
  category: HelpCategory;
  question: string;
  answer: string;
}

export interface VideoItem {
  kind: 'video';
  id: string;
  category: HelpCategory;
  title: string;
  description: string;
  /** Length of the recording, e.g. '0:42'. */
  duration: string;
}

export type HelpItem = FaqItem | VideoItem;

/** Where a video's files are served from (app/public/media/help, made by `npm run demo:media`). */
export const videoFiles = (id: string) => ({
  video: `/media/help/${id}.webm`,
  poster: `/media/help/${id}.webp`,
  captions: `/media/help/${id}.vtt`,
});
