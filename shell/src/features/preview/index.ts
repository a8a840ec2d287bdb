export { PreviewBanner, previewedReleases } from './PreviewBanner';
