import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** One stroke of an icon: a path's `d`, or a circle or rectangle by its attributes. */
type Shape = string | { circle: SVGProps<SVGCircleElement> } | { rect: SVGProps<SVGRectElement> };

function drawShape(shape: Shape, key: number) {
  if (typeof shape === 'string') return <path key={key} d={shape} />;
  return 'circle' in shape ? <circle key={key} {...shape.circle} /> : <rect key={key} {...shape.rect} />;
}

/**
 * A line icon drawn inline (no icon font, nothing fetched from elsewhere): a 24-unit square stroked in the text's colour,
 * its shapes drawn in the order given.
 */
function icon(...shapes: Shape[]) {
  return ({ size = 24, ...props }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {shapes.map(drawShape)}
    </svg>
  );
}

export const LockIcon = icon({ rect: { x: 4, y: 11, width: 16, height: 10, rx: 2 } }, 'M8 11V7a4 4 0 0 1 8 0v4');
export const UserIcon = icon({ circle: { cx: 12, cy: 8, r: 4 } }, 'M4 21c0-4 4-6 8-6s8 2 8 6');
export const MailIcon = icon({ rect: { x: 3, y: 5, width: 18, height: 14, rx: 2 } }, 'm3 7 9 6 9-6');
export const CheckIcon = icon({ circle: { cx: 12, cy: 12, r: 9 } }, 'm8 12 3 3 5-6');
export const AlertIcon = icon({ circle: { cx: 12, cy: 12, r: 9 } }, 'M12 7v6M12 16.5v.5');
export const ShieldIcon = icon('M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6z', 'M9.5 12.5 11 14l3.5-4');
export const StoreIcon = icon('M4 9h16l-1.5-5h-13z', 'M5 9v11h14V9M9 20v-6h6v6');
export const ParcelIcon = icon('m3 7 9-4 9 4v10l-9 4-9-4z', 'm3 7 9 4 9-4M12 11v10M7.5 5l9 4');
export const BasketIcon = icon('M3 9h18l-2 11H5z', 'm8 9 4-6 4 6M9 13v4M15 13v4');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
export const LogoutIcon = icon('M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10');
export const KeyIcon = icon({ circle: { cx: 8, cy: 15, r: 4 } }, 'm11 12 9-9M17 6l3 3M15 8l2 2');
export const ListIcon = icon('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01');
export const GlobeIcon = icon({ circle: { cx: 12, cy: 12, r: 9 } }, 'M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18');
export const PlusIcon = icon('M12 5v14M5 12h14');
export const SearchIcon = icon({ circle: { cx: 11, cy: 11, r: 7 } }, 'm20 20-3.5-3.5');
export const UploadIcon = icon('M12 15V4M7.5 8.5 12 4l4.5 4.5', 'M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3');
export const DownloadIcon = icon('M12 4v11M7.5 10.5 12 15l4.5-4.5', 'M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3');
export const EditIcon = icon('M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z', 'm13.5 6.5 4 4');
export const TrashIcon = icon('M4 7h16M10 11v6M14 11v6', 'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3');
export const StarIcon = icon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z');
export const ArrowLeftIcon = icon('M19 12H5M11 6l-6 6 6 6');
export const MapPinIcon = icon('M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z', { circle: { cx: 12, cy: 9.5, r: 2.5 } });
export const BellIcon = icon('M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0');
export const TruckIcon = icon(
  'M3 6h11v10H3z',
  'M14 9h4l3 3v4h-7',
  { circle: { cx: 7, cy: 18, r: 1.8 } },
  { circle: { cx: 17, cy: 18, r: 1.8 } },
);
export const PrinterIcon = icon('M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2', 'M7 14h10v7H7z');
export const CardIcon = icon({ rect: { x: 2, y: 5, width: 20, height: 14, rx: 2 } }, 'M2 10h20M6 15h4');
