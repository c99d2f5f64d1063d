import type { ErrorCode } from '@songdee/shared/errors/error-codes';

/** The one error type services throw; the error handler maps its code to HTTP and localises it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** HTTP status per error code: one table, so services never speak HTTP. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  INVALID_CREDENTIALS: 400,
  EMAIL_NOT_CONFIRMED: 400,
  EMAIL_TAKEN: 409,
  CONFIRM_EMAIL_FAILED: 400,
  RESET_CODE_INVALID: 400,
  WRONG_PASSWORD: 400,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  CROSS_SITE_REQUEST: 403,
  INVALID_POSTCODE: 400,
  INTERNAL: 500,
};
