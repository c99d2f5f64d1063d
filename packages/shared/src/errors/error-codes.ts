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
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'CROSS_SITE_REQUEST',
  'INVALID_POSTCODE',
  'INTERNAL',
  /** The database cannot be reached (an outage or a restart): answered 503 with Retry-After. */
  'DATABASE_UNAVAILABLE',
  'DEFAULT_SENDER_UNDELETABLE',
  'INVALID_FILE_TYPE',
  'IMPORT_EMPTY',
  'FILE_TOO_LARGE',
  'IMPORT_SHEET_TOO_BIG',
  'IMPORT_BUSY',
  /** An order import's uploaded sheet is unknown, another store's or older than a day. */
  'ORDER_IMPORT_NOT_FOUND',
  'SENDER_NOT_FOUND',
  'BARCODE_STOCK_INSUFFICIENT',
  'BARCODE_RANGE_EXHAUSTED',
  /** A new range shares serials with a range of the same prefix, active or retired (no reuse within 12 months). */
  'BARCODE_RANGE_OVERLAP',
  /** A range's prefix does not start with its delivery option's S10 letter (E EMS, R registered, C parcel). */
  'BARCODE_RANGE_PREFIX_SERVICE',
  'BARCODE_RANGE_NOT_FOUND',
  'BARCODE_RANGE_RETIRED',
  'DELIVERY_OPTION_NOT_FOUND',
  'MAILING_RECIPIENTS_FAILED',
  'RECIPIENT_NOT_FOUND',
  'ORDER_NOT_READY_TO_SHIP',
  'PRICE_NOT_FOUND',
  'BOX_SIZE_REQUIRED',
  'ZONE_REQUIRED',
  'WEIGHT_REQUIRED',
  'NO_PENDING_RECIPIENTS',
  'MAILING_NOT_DELETABLE',
  'MAILING_BOX_NOT_DELETABLE',
  'MAILING_NOT_EDITABLE',
  'MAILING_ZONE_NOT_EDITABLE',
  'TRACKING_UNAVAILABLE',
  'TRACK_WEBHOOK_UNAUTHORIZED',
  'TRACK_WEBHOOK_EVENT_INVALID',
  /** The public tracking page knows no parcel by that barcode (unknown, or no valid S10 identifier at all). */
  'PARCEL_NOT_FOUND',
  // LINE refused the channel access token when it was saved or tested (401 from get bot info or a push).
  'LINE_TOKEN_REJECTED',
  // LINE could not be reached, or answered an error other than a refused token.
  'LINE_UNAVAILABLE',
  // A test push for a store with no LINE connection.
  'LINE_NOT_CONNECTED',
  // A parcel e-mail's stop link whose signature does not match (altered or made up).
  'MAIL_STOP_LINK_INVALID',
  'STORE_NOT_FOUND',
  'STORE_URI_TAKEN',
  'STORE_ALREADY_EXISTS',
  'IMAGE_TYPE_NOT_ALLOWED',
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'IMAGE_PIXELS_TOO_MANY',
  'SLIP_TYPE_NOT_ALLOWED',
  'SLIP_REQUIRED',
  'SLIP_NOT_FOUND',
  'PRODUCT_BARCODE_TAKEN',
  'PRODUCT_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_EDITABLE',
  'ORDER_TRANSITION_NOT_ALLOWED',
  'DELIVERY_OPTION_NOT_OFFERED',
  'STORE_NOT_OPEN',
  'REVIEW_EXISTS',
  'REVIEW_OWN_STORE',
  'PAYMENT_VERIFICATION_FAILED',
  'PAYMENT_NOT_SUCCESSFUL',
  'PACKING_LIST_NOT_FOUND',
  'PACKING_TRANSITION_NOT_ALLOWED',
  'PACKING_ORDERS_UNAVAILABLE',
  'PACKING_COUNT_INCOMPLETE',
  'PACKING_BOX_NOT_FOUND',
  'PACKING_FIRST_BOX_UNDELETABLE',
  'PACKING_LIST_NOT_DELETABLE',
  'PACKING_NOT_READY_TO_FINISH',
  'INVOICE_NOT_FOUND',
  'INVOICE_NOT_EDITABLE',
  'INVOICE_ORDERS_UNAVAILABLE',
  'SHIPPING_LIST_NOT_FOUND',
  'SHIPPING_LIST_EMPTY',
  'SHIPPING_LIST_TOO_MANY_ORDERS',
  'SHIPPING_LIST_NOT_EDITABLE',
  'SHIPPING_LIST_NOT_DELETABLE',
  'SHIPPING_LIST_ORDERS_UNAVAILABLE',
  'SHIPPING_LIST_EXPIRED',
  'SHIPPING_LIST_NOT_PAYABLE',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'PAYMENT_REFERENCE_UNKNOWN',
  'PAYMENT_AWAITING_BANK',
  'POST_JOB_DATE_NOT_AFTER_TODAY',
  'POST_JOB_DATE_WEEKEND',
  'POST_JOB_DATE_HOLIDAY',
  'POST_JOB_NOT_ALLOWED',
  'POST_JOB_BELOW_FREE_MINIMUM',
  'POST_JOB_ALREADY_SENT',
  'POST_JOB_SERVICE_UNAVAILABLE',
  'POST_JOB_REJECTED',
  'REPORT_OUTLET_NOT_FOUND',
  'RESERVE_NOT_FOUND',
  'RESERVE_NOT_EDITABLE',
  'RESERVE_NOT_DELETABLE',
  'RESERVE_NOT_PAYABLE',
  'RESERVE_NOT_PAID',
  'RESERVE_ALREADY_CONFIRMED',
  'RESERVE_EDIT_OVER_PAID',
  'RESERVE_OUTLET_UNAVAILABLE',
  'RESERVE_BOX_SIZE_UNAVAILABLE',
  'OUTLET_NOT_FOUND',
  'OUTLET_CODE_TAKEN',
  'SOCIAL_SIGNIN_FAILED',
  'ZONE_NOT_CONFIRMED',
  'ZONE_STAFF_NOT_FOUND',

  'ADMIN_USER_NOT_FOUND',
  'ADMIN_OUTLET_NOT_FOUND',
  'ADMIN_EMAIL_LOCKED',
  'ADMIN_OWN_ROLE',
  'ADMIN_OWN_DELETE',
  'ADMIN_LAST_CENTRAL',
  'POST_OFFICE_USER_NO_STORE',
  'STORE_NOT_PUBLISHED',
  'NEWS_NOT_FOUND',
  'SLIDER_NOT_FOUND',
  'NOTICE_NOT_FOUND',
  'FAQ_NOT_FOUND',
  'CONTENT_IMAGE_NOT_FOUND',
  'MANUAL_NOT_PDF',
  'COD_NOT_OFFERED',
  'COD_AMOUNT_OUT_OF_RANGE',
  'ORDER_IS_CASH_ON_DELIVERY',
  'COD_AFTER_PAYMENT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiIssue {
  path: string;
  /** The message's key (`validation.required`): the reader's side words it again when the language changes. */
  code: string;
  message: string;
  /** The values the message was worded with (a maximum), when it has any. */
  params?: Record<string, unknown>;
}

/** The one error shape every API failure uses, so a client reads any refusal one way. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    params?: Record<string, unknown>;
    issues?: ApiIssue[];
  };
}
