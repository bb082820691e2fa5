import { ERROR_CODES, ErrorCode } from '@tijara/schema';
import { HTTP_STATUS_BY_CODE, httpStatusOf } from './error-status';

describe('the ErrorCode to HTTP status table', () => {
  it('has a status for every code', () => {
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('answers client faults with 4xx and server faults with 5xx', () => {
    expect(httpStatusOf(ErrorCode.BAD_USER_INPUT)).toBe(400);
    expect(httpStatusOf(ErrorCode.MALFORMED_REQUEST)).toBe(400);
    expect(httpStatusOf(ErrorCode.NOT_FOUND)).toBe(404);
    expect(httpStatusOf(ErrorCode.INTERNAL_SERVER_ERROR)).toBe(500);
    expect(httpStatusOf(ErrorCode.SERVICE_UNAVAILABLE)).toBe(503);
  });
});
