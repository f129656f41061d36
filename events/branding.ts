import { defineCategory } from './category';

/**
 * `branding-<workspaceId>`: a workspace's custom look (issue 26, enterprise). The logo's bytes live
 * once in `public.branding_assets`, not in the events: an event names the re-encoded PNG by its
 * SHA-256, so the store stays small and a logo uploaded twice is stored once. Whether the look shows
 * is decided at read time from the plan, so ending enterprise keeps what was uploaded.
 */
export type BrandingEvent =
  | { type: 'LogoUploaded'; data: { hash: string; width: number; height: number; at: string } }
  | { type: 'AccentColorSet'; data: { color: string; at: string } };

export const brandingCategory = defineCategory<BrandingEvent>({
  name: 'branding',
  versions: { LogoUploaded: 1, AccentColorSet: 1 },
});

export const brandingStream = brandingCategory.streamOf;
