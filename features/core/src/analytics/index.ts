export { track, trackedEvents, type AnalyticsEvent } from './analytics';
