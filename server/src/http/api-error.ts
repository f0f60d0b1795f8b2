/** A business or request error answered as the envelope { code, message, data: null }. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError('400', message, 400);
export const notFound = (message = 'Not found') => new ApiError('404', message, 404);
export const forbidden = (message = 'You do not have permission to view this resource') =>
  new ApiError('403', message, 403);
