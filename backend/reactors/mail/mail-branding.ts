import { idFrom } from '../../../events/data-subjects';
import { brandingAsset } from '../../platform/branding-assets';
import type { Queryable } from '../../platform/db';
import { withBranding, type RenderedMail } from '../../platform/mail-templates';
import { brandingOf } from '../../projections/branding/queries';

export interface InlineAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

/**
 * The workspace a queued mail is sent for: the owner the requesting event named (mails on a user's
 * behalf, digests, reminders), else the account it goes to (its own workspace carries its id).
 */
export const mailWorkspace = (row: { user_id: number | null; payload: Record<string, unknown> }) =>
  idFrom(row.payload.ownerId) ?? row.user_id;

/**
 * A mail in its workspace's look when that workspace is on enterprise as it is sent (so the next
 * mail after a change carries it, and one after the plan ended does not): the logo as an inline
 * part named by its hash, the accent colour for heading and buttons.
 */
export async function brandMail(
  db: Queryable,
  row: { user_id: number | null; payload: Record<string, unknown> },
  mail: RenderedMail,
  now: Date,
): Promise<{ mail: RenderedMail; inline: InlineAttachment[] }> {
  const workspaceId = mailWorkspace(row);
  if (workspaceId === null) return { mail, inline: [] };
  const branding = await brandingOf(db, workspaceId, now);
  if (!branding.active || (!branding.logoHash && !branding.accentColor)) return { mail, inline: [] };
  const asset = branding.logoHash ? await brandingAsset(db, branding.logoHash) : undefined;
  const cid = asset ? `logo-${branding.logoHash!.slice(0, 16)}@popplanner.nl` : null;
  return {
    mail: withBranding(mail, { logoCid: cid, color: branding.accentColor }),
    inline: asset && cid ? [{ filename: 'logo.png', content: asset.bytes, contentType: asset.contentType, cid }] : [],
  };
}
