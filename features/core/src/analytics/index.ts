export { track, trackedEvents, sendEventsTo, type AnalyticsEvent } from './analytics';
