export {
  rumBeaconSchema,
  rumBeaconMaxBytes,
  rumDeviceOf,
  rumEndpoint,
  rumLoadStates,
  rumMetricNames,
  rumNavigationTypes,
  rumDevices,
  type RumBeacon,
} from './beacon';
export {
  rumSampleAttribute,
  pageTypeAttribute,
  rumSampleFrom,
  configuredRumSample,
  startRealVisitorMeasurement,
} from './start';
