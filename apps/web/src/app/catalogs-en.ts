// Every English catalog of the web app, as one chunk: loaded in one request (i18n.ts), not one per namespace.
export default import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/shared/src/i18n/locales/en/*.json', '!../../../../packages/shared/src/i18n/locales/en/mail.json'],
  { import: 'default', eager: true },
);

// The track statuses' names are one table in the shared package, added to the `mailing` catalog as it is loaded.
export { trackStatusNames } from '@songdee/shared/mailing/track-status';
