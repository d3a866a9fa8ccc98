/** The body of every 4xx/5xx the API sends: a stable code to branch on, a message that says what to fix. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** For validation errors: each offending field and what is wrong with it. */
  details?: { field: string; problems: string[] }[];
  /** Anything else the source of the error reports (e.g. the health check's per-indicator status). */
  [extra: string]: unknown;
}
