/**
 * The nginx configuration of the harness: one upstream of the server instances, a plain http
 * listener and a TLS one (a self-signed certificate), nginx as one foreground process whose files
 * all live in the run's folder. The proxy part is the one ops/README.md recommends in production;
 * the reasons for each choice are beside it.
 */

export interface NginxConfigOptions {
  /** The run's folder: pid, logs and temporary files. */
  readonly dir: string;
  readonly httpPort: number;
  readonly httpsPort: number;
  readonly certificate: string;
  readonly key: string;
  /** host:port of each instance. */
  readonly upstreams: readonly string[];
}

/**
 * Why these settings:
 * - `proxy_next_upstream error timeout non_idempotent`: a request that failed to reach an instance
 *   (refused, reset, closed before any answer: an instance stopping or killed) is sent to the next
 *   one, POST included. Without `non_idempotent` nginx answers 502 to a POST that it had started to
 *   send on a keep-alive connection the instance closed at that moment, which every rolling restart
 *   does. Resending a POST is safe where it matters: a checkout carries its clientOrderKey (and
 *   Idempotency-Key) and a POS sale its clientOrderId, so a second delivery answers the order the
 *   first one made (`replayed` / DUPLICATE) and never makes another; login, logout and reads change
 *   nothing twice. A staff mutation without a key (creating a product) could in theory be applied
 *   twice if an instance died after its commit and before its answer: the same as a user pressing
 *   again after the 502 they would otherwise see.
 * - Answers are never resent: an instance's 5xx goes to the client (`http_50x` is not listed), and so
 *   does a slow answer, because `proxy_next_upstream_timeout` (10 s) ends the retries long before
 *   `proxy_read_timeout` (60 s) fires: a request still running on one instance is never started on
 *   another. `proxy_connect_timeout` is short: an instance that does not accept within 2 s is skipped.
 * - `max_fails=1 fail_timeout=2s`: an instance that failed is left out for 2 s, then tried again with
 *   one request (nginx has no active health checks outside nginx Plus). A rolling restart waits until
 *   nginx sends traffic to the restarted instance before stopping the next one.
 * - Upstream keep-alive (`keepalive`, HTTP/1.1, no Connection header) with `keepalive_timeout 4s`,
 *   shorter than Node's 5 s keepAliveTimeout: nginx closes an idle connection before the server does,
 *   so in steady state nginx never writes on a connection the server is closing.
 * - `X-Forwarded-For` and `X-Forwarded-Proto $scheme` set by nginx (a client's own X-Forwarded-Proto
 *   is replaced), read by the server with TRUST_PROXY=loopback: the client's address for the limits
 *   and throttles, https for the Secure session cookie.
 * - `X-Upstream` names the instance that answered (the harness waits on it; drop it in production).
 */
export function nginxConfig(options: NginxConfigOptions): string {
  const { dir } = options;
  const servers = options.upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# Written by ops/multi-instance/nginx-config.ts for one run; see the reasons there.
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  # Which instance answered each request, and which were tried before it.
  log_format upstreams '$status $request_method $uri upstream=$upstream_addr statuses=$upstream_status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;

  upstream tijara {
${servers}
    keepalive 64;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${options.httpPort};
    listen 127.0.0.1:${options.httpsPort} ssl;
    ssl_certificate ${options.certificate};
    ssl_certificate_key ${options.key};

    location / {
      proxy_pass http://tijara;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries ${options.upstreams.length + 1};
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}
