import type { SenderAddressInput } from '@songdee/shared/address-book/address-book.schema';
import { ADDRESS_LINE_NAMES } from './address-line-inputs';

/** The typed parts and geography of a Thai address, as every address form holds them (books, stores, receivers). */
export type AddressPartValues = Omit<SenderAddressInput, 'name' | 'surname' | 'phone'>;

/** The form fields of an address, for matching the server's field issues. */
export const ADDRESS_PART_FIELDS = [
  ...ADDRESS_LINE_NAMES,
  'provinceId',
  'borderId',
  'districtId',
  'postcode',
] as const satisfies ReadonlyArray<keyof AddressPartValues>;

/** A saved address's parts: its geography is null where an import could not resolve it. */
type SavedAddressParts = Omit<AddressPartValues, 'provinceId' | 'borderId' | 'districtId'> & {
  provinceId: number | null;
  borderId: number | null;
  districtId: number | null;
};

/** The address parts of a form's default values: those saved before, or empty (0 for an unchosen select). */
export function addressPartValues(saved: SavedAddressParts | null | undefined): AddressPartValues {
  return {
    homeAddress: saved?.homeAddress ?? '',
    village: saved?.village ?? '',
    building: saved?.building ?? '',
    floor: saved?.floor ?? '',
    swine: saved?.swine ?? '',
    alley: saved?.alley ?? '',
    street: saved?.street ?? '',
    provinceId: saved?.provinceId ?? 0,
    borderId: saved?.borderId ?? 0,
    districtId: saved?.districtId ?? 0,
    postcode: saved?.postcode ?? '',
  };
}
