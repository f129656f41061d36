import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { PayloadTooLargeError, ValidationError } from '../platform/errors';

interface FileUpload {
  /** Past this size multer stops reading: a large upload costs no more than this. */
  maxBytes: number;
  /** How many other form fields the upload may carry. */
  fields: number;
  /** The Dutch message for a file over `maxBytes` (413). */
  tooLarge: string;
  /** The Dutch message for any other upload problem (400). */
  unreadable: string;
}

/** A multipart upload of one file (`file`), kept in memory on `ctx.file`; upload problems become Dutch 413s and 400s. */
export function receiveFile({ maxBytes, fields, tooLarge, unreadable }: FileUpload): Middleware {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields } }).single('file');
  return async (ctx, next) => {
    try {
      await upload(ctx, async () => undefined);
    } catch (err) {
      if ((err as { code?: string }).code === 'LIMIT_FILE_SIZE') throw new PayloadTooLargeError(tooLarge);
      throw new ValidationError(unreadable);
    }
    await next();
  };
}
