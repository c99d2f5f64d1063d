/** One chunk of the web app: the mailing list, the back office's first screen (the tracking sync's list), alone: it loads only what that screen shows (its dialogs, tooltips and table load when wanted). */
export { MailingListPage } from '../../features/mailings/pages/mailing-list-page';
