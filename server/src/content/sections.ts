/** Sections of the content settings (spec §1), each always present in `/nfx/cms-config/:locale`. */
export const CMS_SECTIONS = [
  'settings-seo',
  'prazer-config',
  'cashier-config',
  'games-config',
  'search-config',
  'loyalty',
  'forms-config',
  'auth-config',
  'meta-data-tool',
] as const;
export type CmsSection = (typeof CMS_SECTIONS)[number];
