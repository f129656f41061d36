import { createOnFirstUse, type Queryable } from './db';

/**
 * The bytes of uploaded logos, once per content hash, outside the events and outside the rebuilt read
 * models (a rebuild must not lose them): every instance reads the same rows through the shared
 * database. Rows are kept when a workspace changes its logo or leaves enterprise.
 */
const ready = createOnFirstUse(
  `CREATE TABLE IF NOT EXISTS public.branding_assets (
     hash text PRIMARY KEY, content_type text NOT NULL, bytes bytea NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
);

export interface BrandingAsset {
  contentType: string;
  bytes: Buffer;
}

export async function storeBrandingAsset(db: Queryable, hash: string, asset: BrandingAsset): Promise<void> {
  await ready(db);
  await db.query('INSERT INTO public.branding_assets (hash, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [
    hash,
    asset.contentType,
    asset.bytes,
  ]);
}

export async function brandingAsset(db: Queryable, hash: string): Promise<BrandingAsset | undefined> {
  await ready(db);
  const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
    'SELECT content_type, bytes FROM public.branding_assets WHERE hash = $1',
    [hash],
  );
  return rows[0] && { contentType: rows[0].content_type, bytes: rows[0].bytes };
}
