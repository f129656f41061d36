import { readToken } from './token-storage';
import { API_BASE, ApiError } from './client';

const filenameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads a file of the API (`path` as pathOf makes it). The API wants the bearer token, which a plain
 * link cannot send, so the file is fetched and handed to the browser as a blob under the name the server gave it.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(API_BASE + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(response.status, typeof body.message === 'string' ? body.message : '');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
