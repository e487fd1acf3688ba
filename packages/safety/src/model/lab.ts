// What the safety lab (tools/safety-lab) needs to train and score the model with the runtime's own code:
// the same features, inference and thresholds the Worker uses. The workers never import this entry.

export { combine, combinedLevel } from '../combine';
export { normalise } from '../normalise';
export { type RulesReading, rulesOf } from '../rules';
export { clustersOf } from './clusters';
export {
  clipText,
  type FeatureOptions,
  featuresOf,
  featurise,
  hash32,
  lengthBucket,
  type RulesFeatures,
  type SparseVec,
  sentencesOf,
} from './features';
export {
  joinParts,
  LENGTH_BANDS,
  lengthBand,
  MODEL_THRESHOLDS,
  type ModelLevel,
  type ModelScores,
  type ModelThresholds,
  modelLevel,
  modelScoresOf,
  type PartScores,
  RISK_EVIDENCE,
  riskThreshold,
} from './index';
