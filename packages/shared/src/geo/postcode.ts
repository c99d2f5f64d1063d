/**
 * Thai postcodes ending in a non-zero digit belong to one institution (10303 the palace, 40002 a
 * university) and are delivered by the office whose code has the same first four digits and a 0.
 */
export const isInstitutionPostcode = (postcode: string): boolean => /^\d{5}$/.test(postcode) && !postcode.endsWith('0');

/** The office that serves a postcode of that kind: 10303 -> 10300. */
export const parentOfficePostcode = (postcode: string): string => `${postcode.slice(0, 4)}0`;
