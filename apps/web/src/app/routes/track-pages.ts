/**
 * One chunk of the web app: a parcel's public tracking page, which buyers open first from a label's QR code or a
 * shared link; it loads none of the storefront's or the back office's screens.
 */
export { TrackPage } from '../../features/tracking/pages/track-page';
