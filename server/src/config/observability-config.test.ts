import { ConfigError, loadConfig } from './env';

const ROOT = '/repo';

describe('observability configuration', () => {
  it('serves the metrics on the main port by default, with no token', () => {
    expect(loadConfig({}, ROOT).observability).toEqual({
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      metricsToken: undefined,
    });
  });

  it('reads METRICS_PORT, METRICS_HOST and METRICS_TOKEN', () => {
    const env = {
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      METRICS_TOKEN: 'scrape-token-0123456789abcdef',
    };
    expect(loadConfig(env, ROOT).observability).toEqual({
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      metricsToken: 'scrape-token-0123456789abcdef',
    });
  });

  it('names a bad METRICS_PORT and a short or unsafe METRICS_TOKEN', () => {
    const read = (env: Record<string, string>) => () => loadConfig(env, ROOT);
    expect(read({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a whole number from 0 to 65535/);
    expect(read({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(read({ METRICS_TOKEN: 'has spaces inside it, 24 or more' })).toThrow(/METRICS_TOKEN must be 24/);
  });
});
