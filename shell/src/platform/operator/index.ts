export { readOperatorSettings, OPERATOR_FEATURE_DEFAULTS, type OperatorSettings, type OperatorFeatures, type OperatorLogos } from './settings';
export { useOperatorSettings, operatorSettings } from './useOperatorSettings';
