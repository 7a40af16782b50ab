export { config, readConfig, brandIds, languages, type Brand, type Language, type Config } from './config';
