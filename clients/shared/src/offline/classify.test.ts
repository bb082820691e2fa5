import { classifyError, classifyHttpResponse, outcomeForCode } from './classify';

describe('classifyHttpResponse', () => {
  it.each([
    [200, { data: { placeOrder: { id: 'o1' } } }, { status: 'acked', serverRef: 'o1' }],
    [201, {}, { status: 'acked', serverRef: null }],
    [401, { code: 'UNAUTHENTICATED' }, { status: 'auth', httpStatus: 401 }],
    [403, {}, { status: 'auth', httpStatus: 403 }],
    [408, {}, { status: 'retry', httpStatus: 408 }],
    [429, {}, { status: 'retry', httpStatus: 429 }],
    [500, {}, { status: 'retry', httpStatus: 500 }],
    [503, {}, { status: 'retry', httpStatus: 503 }],
    [409, { message: 'in progress' }, { status: 'retry', httpStatus: 409, retryAfterMs: 1_000 }],
    [409, { code: 'CONFLICT' }, { status: 'retry', httpStatus: 409, retryAfterMs: 1_000 }],
    [
      409,
      { code: 'PRICE_CHANGED', quote: 5 },
      { status: 'conflict', code: 'PRICE_CHANGED', httpStatus: 409 },
    ],
    [409, { code: 'COOLDOWN' }, { status: 'rejected', code: 'COOLDOWN', httpStatus: 409 }],
    [422, { code: 'IDEMPOTENCY_KEY_REUSED' }, { status: 'rejected', code: 'IDEMPOTENCY_KEY_REUSED' }],
    [
      400,
      { error: { code: 'BAD_USER_INPUT', message: 'phone' } },
      { status: 'rejected', code: 'BAD_USER_INPUT' },
    ],
    [404, {}, { status: 'rejected', code: 'HTTP_404' }],
    [422, { code: 'OUT_OF_STOCK' }, { status: 'conflict', code: 'OUT_OF_STOCK' }],
    // The orders server's REST refusals: CONFLICT with the message key that says which.
    [
      409,
      { success: false, code: 'CONFLICT', messageKey: 'order.out_of_stock', errors: {} },
      { status: 'conflict', code: 'CONFLICT', httpStatus: 409 },
    ],
    [
      409,
      { success: false, code: 'CONFLICT', messageKey: 'order.price_changed', expectedTotal: 100 },
      { status: 'conflict', code: 'CONFLICT', httpStatus: 409 },
    ],
    [
      422,
      { success: false, code: 'BAD_USER_INPUT', messageKey: 'order.unknown_product' },
      { status: 'conflict', code: 'BAD_USER_INPUT' },
    ],
    [
      409,
      { success: false, code: 'CONFLICT', messageKey: 'order.key_reused' },
      { status: 'rejected', code: 'CONFLICT', httpStatus: 409 },
    ],
    [
      409,
      { success: false, code: 'CONFLICT', messageKey: 'promotion_redeemed' },
      { status: 'rejected', code: 'CONFLICT', httpStatus: 409 },
    ],
  ])('maps %p %j', (status, body, expected) => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const serverRef = (b: unknown) =>
      (b as { data?: { placeOrder?: { id: string } } }).data?.placeOrder?.id ?? null;
    expect(classifyHttpResponse(status, body, { serverRef })).toMatchObject(expected);
    errorSpy.mockRestore();
  });

  it('alerts on a key reused with another payload, a client bug', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    classifyHttpResponse(422, { message: 'key reused' });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('idempotency key reused'));
    errorSpy.mockRestore();
  });

  it('says a reused key is a client bug whatever its status (the orders server answers 409)', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    classifyHttpResponse(409, { code: 'CONFLICT', messageKey: 'order.key_reused', message: 'reused' });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('idempotency key reused'));
    errorSpy.mockRestore();
  });

  it('reads a GraphQL error in a 200 answer by its code and message key', () => {
    const keyed = {
      data: { placeOrder: null },
      errors: [{ message: 'm', extensions: { code: 'CONFLICT', messageKey: 'order.out_of_stock' } }],
    };
    expect(classifyHttpResponse(200, keyed)).toMatchObject({ status: 'conflict', code: 'CONFLICT' });
  });

  it('reads a GraphQL error in a 200 answer by its code', () => {
    const body = (code: string) => ({
      data: { placeOrder: null },
      errors: [{ message: 'm', extensions: { code } }],
    });
    expect(classifyHttpResponse(200, body('UNAUTHENTICATED'))).toMatchObject({ status: 'auth' });
    expect(classifyHttpResponse(200, body('INTERNAL_SERVER_ERROR'))).toMatchObject({ status: 'retry' });
    expect(classifyHttpResponse(200, body('BAD_USER_INPUT'))).toMatchObject({ status: 'rejected' });
    expect(classifyHttpResponse(200, body('PRICE_CHANGED'))).toMatchObject({ status: 'conflict' });
  });

  it('takes the wait from Retry-After and accepts more conflict codes', () => {
    const headers = new Headers({ 'Retry-After': '30' });
    expect(classifyHttpResponse(429, {}, { headers })).toMatchObject({ retryAfterMs: 30_000 });
    expect(
      classifyHttpResponse(400, { code: 'OVERSOLD_REVIEW' }, { conflictCodes: ['OVERSOLD_REVIEW'] }),
    ).toMatchObject({
      status: 'conflict',
    });
  });

  it('reads a Retry-After given as an HTTP date, counted from the injected now', () => {
    const now = Date.UTC(2026, 10, 21, 9, 0, 0);
    const at = (ms: number) => new Headers({ 'Retry-After': new Date(now + ms).toUTCString() });

    expect(classifyHttpResponse(503, {}, { headers: at(90_000), now })).toMatchObject({
      retryAfterMs: 90_000,
    });
    // A date already past (the device clock runs ahead): try again at once, never a negative wait.
    expect(classifyHttpResponse(503, {}, { headers: at(-5_000), now })).toMatchObject({ retryAfterMs: 0 });
    const garbled = new Headers({ 'Retry-After': 'soon' });
    expect(classifyHttpResponse(503, {}, { headers: garbled, now })).toHaveProperty(
      'retryAfterMs',
      undefined,
    );
  });
});

describe('classifyError', () => {
  it('keeps the outcome unknown (retry) for network errors, timeouts and aborts', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toMatchObject({ status: 'retry' });
    expect(classifyError(new DOMException('aborted', 'AbortError'))).toMatchObject({ status: 'retry' });
    expect(classifyError(new DOMException('timeout', 'TimeoutError'))).toMatchObject({ status: 'retry' });
    expect(classifyError('weird')).toMatchObject({ status: 'retry' });
  });

  it('reads a GraphQL error thrown by Apollo by its message key too', () => {
    const combined = {
      errors: [{ message: 'short', extensions: { code: 'CONFLICT', messageKey: 'order.out_of_stock' } }],
    };
    expect(classifyError(combined)).toMatchObject({ status: 'conflict', code: 'CONFLICT' });
  });

  it('reads Apollo errors by their shape', () => {
    const serverError = Object.assign(new Error('Response not successful'), {
      statusCode: 400,
      bodyText: JSON.stringify({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    expect(classifyError(serverError)).toMatchObject({
      status: 'rejected',
      code: 'BAD_USER_INPUT',
      httpStatus: 400,
    });
    const graphqlErrors = Object.assign(new Error('x'), {
      errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(classifyError(graphqlErrors)).toMatchObject({ status: 'auth' });
  });
});

it('maps a bare code the same way', () => {
  expect(outcomeForCode('SERVICE_UNAVAILABLE', 'down')).toMatchObject({ status: 'retry' });
  expect(outcomeForCode('NOT_FOUND', 'gone')).toEqual({
    status: 'rejected',
    code: 'NOT_FOUND',
    message: 'gone',
  });
});
