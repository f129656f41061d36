import { avgApi } from '../../../../../contracts/avg';
import { API_BASE, ApiError, call, pathOf } from '../../../api/client';
import { readToken } from '../../../api/token-storage';

/** Deletes the own account with everything in it (AVG); the password confirms it. */
export const deleteAccount = (password: string) => call(avgApi.deleteAccount, { body: { password } });

const filenameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads everything we hold about the own account, as JSON or as a workbook. The API wants the
 * bearer token, which a plain link cannot send, so the file is fetched and handed over as a blob.
 */
export async function downloadOwnData(format: 'json' | 'xlsx'): Promise<void> {
  const token = readToken();
  const response = await fetch(API_BASE + pathOf(avgApi.accountExport, { query: { format } }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(response.status, typeof body.message === 'string' ? body.message : '');
  }
  const blob =
    format === 'json' ? new Blob([JSON.stringify(await response.json(), null, 2)], { type: 'application/json' }) : await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = format === 'json' ? 'mijn-gegevens.json' : filenameOf(response.headers.get('Content-Disposition'), 'mijn-gegevens.xlsx');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
