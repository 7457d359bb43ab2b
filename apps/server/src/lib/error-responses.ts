import { errorBodySchema } from '@waymark/shared/errors';

type ErrorResponses<Status extends number> = { [Code in Status]: typeof errorBodySchema };

/**
 * The error answers a route declares in its response schema, each the one error body
 * (`{ error: { code, message } }`): `errorResponses(400, 401, 404)`.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): ErrorResponses<Status> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorBodySchema]),
  ) as ErrorResponses<Status>;
}
