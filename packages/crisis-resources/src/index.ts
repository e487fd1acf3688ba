export {
  type CrisisLookup,
  INTERNATIONAL,
  primaryLanguage,
  resourcesFor,
  SUPPORTED_COUNTRIES,
} from './lookup';
export {
  type CountryResources,
  CountryResourcesSchema,
  type CrisisResource,
  CrisisResourceSchema,
  type InternationalResources,
  InternationalResourcesSchema,
  parseResourcesFile,
  type ResourceKind,
} from './schema';
