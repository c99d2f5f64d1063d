import { declareCall } from '../common/call';
import { addressParseInputSchema, parsedAddressSchema } from './address-parse.schema';

/** Reading an address pasted from a chat into the form's parts (signed in: the address forms are). */
export const addressParseCalls = {
  parse: declareCall('POST', '/api/addresses/parse', {
    tags: ['Geography'],
    description:
      'Reads one pasted address (name, phone, house number, moo, soi, road, sub-district, district, province, postcode) into the form’s parts; the geography only as the seeded data confirms it, with the parts it guessed listed in `unsure`.',
    body: addressParseInputSchema,
    response: { 200: parsedAddressSchema },
  }),
};
