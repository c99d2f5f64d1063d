import { useMediaQuery } from '@mantine/hooks';

/** Lists show tables when the window is wider than 500 px and cards below that (spec 2 section 9). */
export const WIDE_SCREEN_QUERY = '(min-width: 501px)';

export function useWideScreen(): boolean {
  // Read on first render (a client-only app), so a desktop never flashes the card layout.
  return useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false });
}
