/**
 * Every error the API can return. The code travels in `{ error: { code } }`;
 * its text lives in the `errors` i18n namespace under the same key.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'EMAIL_TAKEN',
  'CONFIRM_EMAIL_FAILED',
  'RESET_CODE_INVALID',
  'WRONG_PASSWORD',
  'TOO_MANY_ATTEMPTS',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'CROSS_SITE_REQUEST',
  'INVALID_POSTCODE',
  'INTERNAL',
  'DEFAULT_SENDER_UNDELETABLE',
  'INVALID_FILE_TYPE',
  'IMPORT_EMPTY',
  'FILE_TOO_LARGE',
  'SENDER_NOT_FOUND',
  'BARCODE_STOCK_INSUFFICIENT',
  'BARCODE_RANGE_EXHAUSTED',
  'MAILING_RECIPIENTS_FAILED',
  'NO_PENDING_RECIPIENTS',
  'MAILING_NOT_DELETABLE',
  'MAILING_BOX_NOT_DELETABLE',
  'TRACKING_UNAVAILABLE',
  'STORE_NOT_FOUND',
  'STORE_URI_TAKEN',
  'STORE_ALREADY_EXISTS',
  'IMAGE_TYPE_NOT_ALLOWED',
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'SLIP_TYPE_NOT_ALLOWED',
  'SLIP_REQUIRED',
  'SLIP_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_EDITABLE',
  'ORDER_TRANSITION_NOT_ALLOWED',
  'DELIVERY_OPTION_NOT_OFFERED',
  'STORE_NOT_OPEN',
  'REVIEW_EXISTS',
  'PAYMENT_VERIFICATION_FAILED',
  'PAYMENT_NOT_SUCCESSFUL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiIssue {
  path: string;
  code: string;
  message: string;
}

/** The one error shape every API failure uses (DESIGN.md section 4). */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    params?: Record<string, unknown>;
    issues?: ApiIssue[];
  };
}
