/**
 * A multipart POST that reports how much of its body has gone up (fetch cannot: only
 * XMLHttpRequest's upload events can), for photos sent over a slow link. Resolves with the status
 * and the JSON body (null when the answer is not JSON, a proxy's HTML page); rejects when no answer
 * came at all (network, timeout, abort), which callers tell apart from a refusal.
 */
export interface MultipartAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface MultipartOptions {
  readonly headers?: Readonly<Record<string, string>>;
  /** Sends the session cookie (the back office); the storefront's calls carry a Bearer instead. */
  readonly withCredentials?: boolean;
  /** From 0 to 1, while the body goes up. */
  readonly onProgress?: (fraction: number) => void;
  readonly timeoutMs?: number;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function sendMultipart(
  url: string,
  body: FormData,
  options: MultipartOptions = {},
): Promise<MultipartAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const noAnswer = () => reject(new TypeError(`No answer to the upload to ${url}`));
    request.open('POST', url);
    request.withCredentials = options.withCredentials === true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    if (options.timeoutMs !== undefined) request.timeout = options.timeoutMs;
    const { onProgress } = options;
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => resolve({ status: request.status, body: jsonOf(request.responseText) });
    request.onerror = noAnswer;
    request.ontimeout = noAnswer;
    request.onabort = noAnswer;
    request.send(body);
  });
}
