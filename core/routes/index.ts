// The site's route table (SPEC.md §2): typed data, path building and strict path matching.
// See ./README.md for the naming scheme and the path choices where SPEC is silent.
export { ROUTES, RouteTableError, isFileLikePath, localizedName } from './compile';
export {
  RouteError,
  buildPath,
  getRoute,
  href,
  hrefInAllLanguages,
  tryBuildPath,
  type RouteErrorCode,
} from './href';
export {
  alternates,
  canonicalPath,
  matchRoute,
  withCanonicalTrailingSlash,
  type RouteMatch,
} from './match';
export { PARAM_DEFINITIONS, type ParamName, type ParamValueOf, type PathParams } from './params';
export { routerPaths } from './router-paths';
export { ROUTE_SPECS, type RouteName, type RouteParamsOf } from './table';
export type {
  ContactFormKind,
  ContentGroup,
  RouteDefinition,
  RouteOptions,
  RouteParamDefinition,
  RouteParams,
  RouteSpec,
  RouteStatus,
  UserForm,
  View,
} from './types';
