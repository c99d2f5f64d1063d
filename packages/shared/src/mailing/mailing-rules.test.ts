import { describe, expect, it } from 'vitest';
import { DELIVERY_OPTION_IDS } from '../reference/delivery.constants';
import { MAILING_STATUS_KEYS } from '../reference/status-keys';
import { canEditMailingAddress, type MailingRuleFacts, mailingAddressEditBlock, mailingDeleteBlock } from './mailing-rules';

const waiting = (deliveryOptionId: string, over: Partial<MailingRuleFacts> = {}): MailingRuleFacts => ({
  deliveryOptionId,
  statusKey: 'WAITING_FOR_DELIVERY',
  trackStatusCode: null,
  ...over,
});

describe('mailingAddressEditBlock', () => {
  it('allows weight and box services while the mailing waits and the post has not scanned it', () => {
    for (const id of [
      DELIVERY_OPTION_IDS.ems,
      DELIVERY_OPTION_IDS.registered,
      DELIVERY_OPTION_IDS.parcel,
      DELIVERY_OPTION_IDS.promptPost,
    ]) {
      expect(mailingAddressEditBlock(waiting(id))).toBeNull();
      expect(canEditMailingAddress(waiting(id))).toBe(true);
    }
  });

  it('refuses the regional box whatever its status, because its price depends on the area', () => {
    for (const statusKey of MAILING_STATUS_KEYS) {
      expect(mailingAddressEditBlock(waiting(DELIVERY_OPTION_IDS.zoneBox, { statusKey }))).toBe('MAILING_ZONE_NOT_EDITABLE');
    }
  });

  it('refuses a mailing on a hand-over list, delivered, cancelled or scanned by the post', () => {
    for (const statusKey of ['DURING_DELIVERY_NOTE', 'DELIVERED', 'CANCELLED']) {
      expect(mailingAddressEditBlock(waiting('ems', { statusKey }))).toBe('MAILING_NOT_EDITABLE');
    }
    expect(mailingAddressEditBlock(waiting('ems', { trackStatusCode: 103 }))).toBe('MAILING_NOT_EDITABLE');
    expect(canEditMailingAddress(waiting('ems', { trackStatusCode: 103 }))).toBe(false);
  });
});

describe('mailingDeleteBlock', () => {
  it('never deletes a ready-to-send box, and others only while still with the seller', () => {
    expect(mailingDeleteBlock(waiting(DELIVERY_OPTION_IDS.promptPost))).toBe('MAILING_BOX_NOT_DELETABLE');
    expect(mailingDeleteBlock(waiting('ems'))).toBeNull();
    expect(mailingDeleteBlock(waiting(DELIVERY_OPTION_IDS.zoneBox))).toBeNull();
    expect(mailingDeleteBlock(waiting('ems', { statusKey: 'DURING_DELIVERY_NOTE' }))).toBe('MAILING_NOT_DELETABLE');
    expect(mailingDeleteBlock(waiting('ems', { trackStatusCode: 101 }))).toBe('MAILING_NOT_DELETABLE');
  });
});
