export {
  config,
  readConfig,
  embeddedBackendAnswers,
  embeddedBackendAttribute,
  paymentProviderOf,
  productionConfigProblem,
  brandIds,
  languages,
  type Brand,
  type Language,
  type Config,
} from './config';
