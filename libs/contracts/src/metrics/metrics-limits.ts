/** Limits of the metrics routes, shared by the gateway and the metrics service. */
export const MetricsLimits = {
  /** SPEC "Limits": items per fluency batch. */
  maxBatchItems: 20,
  /** Characters in one source, translation or reference text (one model call sees two or three). */
  maxTextChars: 20_000,
} as const;
