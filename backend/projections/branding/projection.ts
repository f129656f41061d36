import { byCategory } from '../by-category';
import type { Projection } from '../projection';
import { workspaceBrandingTable } from './tables';

/** A workspace's logo hash and accent colour, one row per workspace that set either. */
export const workspaceBrandingProjection: Projection = {
  name: 'workspace_branding',
  version: 1,
  setupSql: workspaceBrandingTable.ddl,
  apply: byCategory({
    async branding(tx, event, workspaceId) {
      if (event.type === 'LogoUploaded') {
        const { hash, width, height, at } = event.data;
        await tx.query(
          `INSERT INTO workspace_branding (workspace_id, logo_hash, logo_width, logo_height, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (workspace_id) DO UPDATE SET logo_hash = $2, logo_width = $3, logo_height = $4, updated_at = $5`,
          [workspaceId, hash, width, height, at],
        );
      } else if (event.type === 'AccentColorSet') {
        await tx.query(
          `INSERT INTO workspace_branding (workspace_id, accent_color, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (workspace_id) DO UPDATE SET accent_color = $2, updated_at = $3`,
          [workspaceId, event.data.color, event.data.at],
        );
      }
    },
  }),
};
