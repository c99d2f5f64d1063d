import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/** A body that says multipart but cannot be read as one (no boundary, cut short): the client's fault, a 400. */
const malformed = () => new AppError('VALIDATION_FAILED', undefined, [{ path: 'file', key: 'validation.checkInput' }]);

/**
 * The one file of a multipart request, read into memory within a size limit. A missing file gives
 * `missingCode`; an oversized one FILE_TOO_LARGE with the limit in MB; a malformed body VALIDATION_FAILED.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, missingCode: ErrorCode = 'VALIDATION_FAILED') {
  if (!request.isMultipart()) throw new AppError(missingCode);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => {
    throw malformed();
  });
  if (!file) throw new AppError(missingCode);
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { maxMb: maxBytes / 1024 / 1024 });
    throw malformed();
  });
  if (content.length === 0) throw new AppError(missingCode);
  return { filename: file.filename, content };
}
