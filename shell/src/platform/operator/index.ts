export {
  readOperatorSettings,
  OPERATOR_FEATURE_DEFAULTS,
  type OperatorSettings,
  type OperatorFeatures,
  type OperatorLogos,
  type OperatorLoader,
} from './settings';
export { useOperatorSettings, operatorSettings } from './useOperatorSettings';
export { FIRST_LOADER_ATTR, loaderLogo, rememberFirstLoader } from './loader';
