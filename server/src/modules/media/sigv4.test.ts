import {
  amzDate,
  canonicalRequest,
  headersToSign,
  sha256Hex,
  signRequest,
  stringToSign,
  uriEncode,
} from './sigv4';

// AWS's worked example of a signed GET Object (payload in a single chunk): the canonical request,
// string to sign and signature below are the figures AWS gives for it.
const EXAMPLE = {
  request: {
    method: 'GET',
    url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
    headers: { Range: 'bytes=0-9' },
    payloadHash: sha256Hex(''),
  },
  credentials: {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
  scope: { region: 'us-east-1', service: 's3', now: new Date('2013-05-24T00:00:00Z') },
};

describe('AWS Signature Version 4', () => {
  it('builds the canonical request of the AWS GET Object example', () => {
    const signed = headersToSign(EXAMPLE.request, EXAMPLE.scope.now);
    expect(canonicalRequest(EXAMPLE.request, signed)).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        'x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
  });

  it('builds the string to sign of the example', () => {
    const signed = headersToSign(EXAMPLE.request, EXAMPLE.scope.now);
    expect(stringToSign(canonicalRequest(EXAMPLE.request, signed), EXAMPLE.scope)).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
  });

  it('gives the published signature and Authorization header', () => {
    const headers = signRequest(EXAMPLE.request, EXAMPLE.credentials, EXAMPLE.scope);
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('never puts the secret in what it sends', () => {
    const headers = signRequest(EXAMPLE.request, EXAMPLE.credentials, EXAMPLE.scope);
    expect(JSON.stringify(headers)).not.toContain(EXAMPLE.credentials.secretAccessKey);
  });

  it('encodes path segments once, RFC 3986 style, and sorts the query', () => {
    const request = {
      method: 'get',
      url: new URL("https://h.example/bucket/a b/(x)!*'~.txt?z=1&a=b c&a=a"),
      payloadHash: sha256Hex(''),
    };
    const lines = canonicalRequest(request, { host: 'h.example' }).split('\n');
    expect(lines.slice(0, 3)).toEqual(['GET', '/bucket/a%20b/%28x%29%21%2A%27~.txt', 'a=a&a=b%20c&z=1']);
    expect(uriEncode('é/')).toBe('%C3%A9%2F');
  });

  it('formats the date without separators or milliseconds', () => {
    expect(amzDate(new Date('2026-11-21T06:49:03.123Z'))).toBe('20261121T064903Z');
  });
});
