/**
 * Test doubles for uploads: an XMLHttpRequest driven by hand (progress, answer, no answer), installed
 * for the test file by installFakeXhr(), and the CSRF token answer every upload asks first.
 */
import type { MockedResponse } from '@apollo/client/testing';
import { CsrfTokenDocument } from '../../__generated__/components/graphql';

type Handler = (() => void) | null;

export class FakeXhr {
  /** Every request sent since the test began, in order. */
  static sent: FakeXhr[] = [];
  readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  target = '';
  body: FormData | null = null;

  /** The index-th request sent (0 first); fails the test when there is none. */
  static nth(index: number): FakeXhr {
    const request = FakeXhr.sent[index];
    if (!request) throw new Error(`Only ${FakeXhr.sent.length} upload(s) sent, not ${index + 1}`);
    return request;
  }

  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
  /** The file the request carries in `field`. */
  fileIn(field = 'file'): File | null {
    const value = this.body?.get(field);
    return value instanceof File ? value : null;
  }
}

/** Replaces window.XMLHttpRequest for each test of the file calling it. */
export function installFakeXhr() {
  const real = window.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = real;
  });
}

export const CSRF_TOKEN = 'token-1';

/** The token answer; `times` when several uploads each ask (Apollo shares a question in flight). */
export function csrfMock(times = 1, token: string | null = CSRF_TOKEN): MockedResponse {
  const me = token === null ? null : { __typename: 'StaffSession', csrfToken: token };
  return {
    request: { query: CsrfTokenDocument },
    result: { data: { me } },
    maxUsageCount: times,
  };
}
