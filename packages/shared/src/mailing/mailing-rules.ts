import { DELIVERY_OPTION_IDS } from '../reference/delivery.constants';
import { DELETABLE_MAILING_STATUS } from './mailing.constants';

/** What the edit and delete rules read from a mailing (a database row or the API's answer). */
export interface MailingRuleFacts {
  deliveryOptionId: string;
  statusKey: string;
  /** Set once the post has scanned the parcel (track and trace). */
  trackStatusCode: number | null;
}

/**
 * Still in the seller's hands: waiting for delivery (on no hand-over list, so not DURING_DELIVERY_NOTE),
 * and not yet scanned by the post. Only then may a mailing be deleted or its address changed.
 */
const isStillWithSeller = (m: MailingRuleFacts): boolean => m.statusKey === DELETABLE_MAILING_STATUS && m.trackStatusCode === null;

export type MailingDeleteBlock = 'MAILING_BOX_NOT_DELETABLE' | 'MAILING_NOT_DELETABLE';

/**
 * Why a mailing may not be deleted (an error code), or null. Ready-to-send box mailings never are
 * (spec 1: "Delete is disabled for the blue-box option"): their barcode came from the prepaid stock.
 */
export function mailingDeleteBlock(m: MailingRuleFacts): MailingDeleteBlock | null {
  if (m.deliveryOptionId === DELIVERY_OPTION_IDS.promptPost) return 'MAILING_BOX_NOT_DELETABLE';
  return isStillWithSeller(m) ? null : 'MAILING_NOT_DELETABLE';
}

export type MailingAddressEditBlock = 'MAILING_ZONE_NOT_EDITABLE' | 'MAILING_NOT_EDITABLE';

/**
 * Why the recipient address of a mailing may not be changed (an error code), or null.
 * The regional box never (spec 1: "Edit of a mailing is disabled for the zone option"): its price is the
 * same-area or other-area one, chosen from where the recipient lives. The other services are priced by
 * weight or box size only, so a new address keeps the cost.
 */
export function mailingAddressEditBlock(m: MailingRuleFacts): MailingAddressEditBlock | null {
  if (m.deliveryOptionId === DELIVERY_OPTION_IDS.zoneBox) return 'MAILING_ZONE_NOT_EDITABLE';
  return isStillWithSeller(m) ? null : 'MAILING_NOT_EDITABLE';
}

export const canEditMailingAddress = (m: MailingRuleFacts): boolean => mailingAddressEditBlock(m) === null;
