/** Public pieces of the api layer: the only place that touches the network. */
export { composeApi, createApi, gatewayApiName, readLoginResult, readProviders, MEMBER_PATHS } from './calls.ts';
export type { Api, ApiClient, ApiHooks, CoreApiClient, CoreCalls, FeatureCalls } from './calls.ts';
export { createApiTransport } from './transport.ts';
export type { ApiSlice, ApiTransport, CreateApiOptions, MalformedAnswerReport } from './transport.ts';
export {
  ApiError,
  isApiError,
  parseRet,
  userMessage,
  isGenericErrorKey,
  isReportableToMonitoringOnly,
  MONITORING_ONLY_KEY_FAMILIES,
  LOGIN_REQUIRED_KEYS,
  TRAFFIC_LIMIT_KEYS,
  USER_VALIDATE_KEY,
  ANTI_CRAWLER_KEY,
  PARAM_PARSE_ERROR_KEY,
  CSRF_INVALID_KEY,
  CONFIG_ERROR_KEYS,
} from './errors.ts';
export type { ApiErrorKind, ApiErrorDetails, MessageVariant, ParsedRet } from './errors.ts';
export { requestJson, realClock } from './http.ts';
export type { Clock, FetchLike, RequestJsonInit } from './http.ts';
export { createMemberClient, CSRF_HEADER, CSRF_META_NAME } from './member.ts';
export type { CsrfToken, MemberClient, MemberClientOptions, MemberEnvelope, MemberRequestOptions } from './member.ts';
export { createGatewayClient } from './gateway.ts';
export type { AntiBotLibrary, GatewayCallOptions, GatewayClient, GatewayClientOptions, GatewayHooks, GatewayMethod } from './gateway.ts';
export { fetchBottomData, jsonpCallbackName, bottomDataUrl } from './jsonp.ts';
export type { BottomDataRequest } from './jsonp.ts';
export type * from './types.ts';
