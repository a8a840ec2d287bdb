export { SeoHead } from './SeoHead';
export { applyHead, fetchHead, renderedHeadPath, type HeadModel } from './head';
