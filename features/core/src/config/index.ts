export {
  config,
  readConfig,
  usesEmbeddedBackend,
  paymentProviderOf,
  productionConfigProblem,
  brandIds,
  languages,
  type Brand,
  type Language,
  type Config,
} from './config';
