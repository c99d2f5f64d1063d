/** The devices a manual is uploaded for (the landing page's manual links, the admin's upload tabs). */
export const MANUAL_DEVICES = ['pc', 'mobile'] as const;
export type ManualDevice = (typeof MANUAL_DEVICES)[number];
