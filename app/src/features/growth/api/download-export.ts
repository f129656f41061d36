import { growthApi } from '../../../../../contracts/growth';
import { API_BASE, ApiError, pathOf } from '../../../api/client';
import { readToken } from '../../../lib/token-storage';

const filenameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'groei.xlsx';

/**
 * Downloads the company's workbook. The API wants the bearer token, which a plain link cannot send, so
 * the file is fetched and handed to the browser as a blob under the name the server gave it.
 */
export async function downloadGrowthExport(query: { company: number; from: string; to: string; includeArchived: boolean }): Promise<void> {
  const token = readToken();
  const response = await fetch(API_BASE + pathOf(growthApi.export, { query }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(response.status, typeof body.message === 'string' ? body.message : '');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response.headers.get('Content-Disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
