import { useSearchParams } from 'react-router';

/**
 * The record a screen is about, named in its address (`?invoiceId=…`, `?reserveId=…`); null when absent or blank
 * (a manage screen then creates one).
 */
export function useRecordId(name: string): string | null {
  const [params] = useSearchParams();
  return params.get(name) || null;
}
