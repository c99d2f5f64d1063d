import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/navigation/paths';

/** A parcel's barcode as a link to its public tracking page (the order history and the order's detail). */
export function TrackLink({ barcode, testId }: { barcode: string; testId?: string }) {
  return (
    <Anchor component={Link} to={paths.track(barcode)} ff="monospace" fz="sm" c="postBlue.7" data-testid={testId}>
      {barcode}
    </Anchor>
  );
}
