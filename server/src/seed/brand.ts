/**
 * The demo operator's brand, written once: the content settings (`prazer-config` siteName, which
 * the header, footer, titles and mail read), the SEO records, the pages and the shop's merchandise
 * take their name from here.
 */
export const DEMO_BRAND = {
  name: 'Silk Fortune',
  /** Logo files under /content/media/logos/ (the short one is the monogram of the phone header and loader). */
  logo: 'silk-fortune',
  monogram: 'sf',
} as const;
