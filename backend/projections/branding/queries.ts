import type { Queryable } from '../../platform/db';

export interface WorkspaceBranding {
  logoHash: string | null;
  accentColor: string | null;
  /** The workspace is on enterprise at `now`: only then does its look show. */
  active: boolean;
}

/**
 * A workspace's look and whether it shows at `now`. "Enterprise now?" is derived here, at read time,
 * from the founding account's plan (a promo plan past its end counts as over before PlanExpired is
 * recorded): ending the plan puts the standard look back without touching the upload.
 */
export async function brandingOf(db: Queryable, workspaceId: number, now: Date): Promise<WorkspaceBranding> {
  const { rows } = await db.query<{ logo_hash: string | null; accent_color: string | null; active: boolean | null }>(
    `SELECT b.logo_hash, b.accent_color,
            u.plan_type = 'enterprise' AND (u.plan_expires_at IS NULL OR u.plan_expires_at > $2) AS active
       FROM read.workspace_branding b
       LEFT JOIN read.hr_users u ON u.id = b.workspace_id
      WHERE b.workspace_id = $1`,
    [workspaceId, now],
  );
  const row = rows[0];
  return { logoHash: row?.logo_hash ?? null, accentColor: row?.accent_color ?? null, active: row?.active === true };
}
