import { AppError, type FieldIssue } from '../../lib/app-error';
import type { AddressBookRepository } from './address-book.repository';

/** Province, border and district must nest, and the postcode must serve the chosen district. */
export async function assertGeo(
  repo: Pick<AddressBookRepository, 'checkGeo'>,
  input: { provinceId: number; borderId: number; districtId: number; postcode: string },
): Promise<void> {
  const { nests, postcodeServes } = await repo.checkGeo(input);
  const issues: FieldIssue[] = [];
  if (!nests) issues.push({ path: 'districtId', key: 'addressBook.geoMismatch' });
  else if (!postcodeServes) issues.push({ path: 'postcode', key: 'validation.postcode' });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues);
}
