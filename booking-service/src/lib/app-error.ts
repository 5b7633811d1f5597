export type ErrorCode =
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'UNAUTHORIZED'
  | 'RATE_LIMITED'
  | 'MIN_STAY'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'BAD_GATEWAY'
  | 'UNAVAILABLE';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  MIN_STAY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
};

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The one error class: a code mapped to an HTTP status and `{ error, details, ...extra }`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static validation(path: string, message: string): AppError {
    return new AppError('VALIDATION', `${path}: ${message}`, [{ path, message }]);
  }
}
