/**
 * Thai postcodes ending in a non-zero digit belong to one institution (10303 the palace, 40002 a
 * university) and are delivered by the office whose code has the same first four digits and a 0.
 */
export const isInstitutionPostcode = (postcode: string): boolean => /^\d{5}$/.test(postcode) && !postcode.endsWith('0');

/** The office that serves a postcode of that kind: 10303 -> 10300. */
export const parentOfficePostcode = (postcode: string): string => `${postcode.slice(0, 4)}0`;

/**
 * The postcode a parcel is addressed to, by the outlet lookup: a postcode with an office of its own is kept; one
 * without (an institution's) is served by its parent office, whose code replaces it (`replaced`, which the screen
 * tells the user); undefined when neither has an office. The one rule for a typed postcode and a chosen one.
 */
export function servingPostcode(
  postcode: string,
  hasOffice: (code: string) => boolean,
): { postcode: string; replaced: boolean } | undefined {
  if (hasOffice(postcode)) return { postcode, replaced: false };
  const parent = parentOfficePostcode(postcode);
  if (parent !== postcode && hasOffice(parent)) return { postcode: parent, replaced: true };
  return undefined;
}
