export { METRICS, instrumentAssemble } from './instrumentAssemble.js';
export type { AssembleInstrumentation, InstrumentOptions, ModelUsage } from './instrumentAssemble.js';
export { RESERVE_BOUNDARIES, SEMCONV_TOKEN_BOUNDARIES, TOKEN_BOUNDARIES } from './boundaries.js';
