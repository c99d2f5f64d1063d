import { CURRENT_PAGE_STORAGE_KEY } from '@songdee/shared/constants/app.constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { removeStorage, writeStorage } from '../../lib/local-storage';
import { ACCOUNT_ENTRY_PATHS, paths } from '../navigation/paths';

/**
 * Keeps the current page under `currentPage` and clears it on going to main (spec 2 section 9).
 * Sign-in and recovery pages are not remembered: they are never the page to come back to.
 */
export function useRememberCurrentPage(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const path = pathname.toLowerCase();
    if (path === paths.main) removeStorage(CURRENT_PAGE_STORAGE_KEY);
    else if (!ACCOUNT_ENTRY_PATHS.includes(path)) writeStorage(CURRENT_PAGE_STORAGE_KEY, pathname + search);
  }, [pathname, search]);
}
