import type { ErrorCode } from '@songdee/shared/errors/error-codes';

/** The one error type services throw; the error handler maps its code to HTTP and localises it. */
/** A field-level problem found by a service (beyond the route schema): an i18n key at a path. */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, unknown>;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params?: Record<string, unknown>,
    readonly issues?: FieldIssue[],
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
  SENDER_NOT_FOUND: 400,
  BARCODE_STOCK_INSUFFICIENT: 409,
  BARCODE_RANGE_EXHAUSTED: 409,
  MAILING_RECIPIENTS_FAILED: 422,
  NO_PENDING_RECIPIENTS: 409,
  MAILING_NOT_DELETABLE: 409,
  MAILING_BOX_NOT_DELETABLE: 409,
  TRACKING_UNAVAILABLE: 502,
  DEFAULT_SENDER_UNDELETABLE: 409,
  INVALID_FILE_TYPE: 400,
  IMPORT_EMPTY: 400,
  FILE_TOO_LARGE: 413,
  STORE_NOT_FOUND: 404,
  STORE_URI_TAKEN: 409,
  STORE_ALREADY_EXISTS: 409,
  IMAGE_TYPE_NOT_ALLOWED: 400,
  IMAGE_DIMENSIONS_TOO_LARGE: 400,
  SLIP_TYPE_NOT_ALLOWED: 400,
  SLIP_REQUIRED: 400,
  SLIP_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_EDITABLE: 409,
  ORDER_TRANSITION_NOT_ALLOWED: 409,
  DELIVERY_OPTION_NOT_OFFERED: 400,
  STORE_NOT_OPEN: 409,
  REVIEW_EXISTS: 409,
  PAYMENT_VERIFICATION_FAILED: 400,
  PAYMENT_NOT_SUCCESSFUL: 402,
};
