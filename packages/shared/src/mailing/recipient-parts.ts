import type { MailingRecipientParts } from './mailing.schema';

/** The typed parts of an address-book row, an order's receiver or an edit form (other fields dropped). */
export const partsOf = (a: MailingRecipientParts): MailingRecipientParts => ({
  homeAddress: a.homeAddress,
  village: a.village,
  building: a.building,
  floor: a.floor,
  swine: a.swine,
  alley: a.alley,
  street: a.street,
  provinceId: a.provinceId,
  borderId: a.borderId,
  districtId: a.districtId,
});
