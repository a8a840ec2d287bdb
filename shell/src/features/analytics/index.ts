export { Analytics } from './Analytics';
export { analyticsIdsFrom, loadAnalytics, trackPageView, type AnalyticsIds } from './loaders';
export { depositPageEvent, reportClientEvent, sendClientEvents } from './client-events';
