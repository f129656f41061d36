import { int, readModelTable, text, timestamptz, type RowOf } from '../read-model-table';

/** What each workspace set as its look (issue 26); whether it shows is decided with the plan when read. */
export const workspaceBrandingTable = readModelTable(
  'workspace_branding',
  {
    workspace_id: int(),
    logo_hash: text({ nullable: true }),
    logo_width: int({ nullable: true }),
    logo_height: int({ nullable: true }),
    accent_color: text({ nullable: true }),
    updated_at: timestamptz(),
  },
  { primaryKey: ['workspace_id'] },
);

export type WorkspaceBrandingRow = RowOf<typeof workspaceBrandingTable.columns, Date>;
