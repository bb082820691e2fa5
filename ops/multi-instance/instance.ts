/**
 * One server instance: the built server (server/dist/main.js) as its own process on a fixed loopback
 * port (nginx's upstream names it, so a restart comes back on the same one), started with the
 * cluster's environment and MIGRATE=false, ready when /readyz answers 200. It can be stopped as a
 * deployment does (SIGTERM: drain, then exit), killed as a crash does (SIGKILL) and started again.
 */
import path from 'node:path';
import { startChild, waitFor } from './processes';
import type { Child } from './processes';

/** Readiness is polled this often, this many times (migrations are not run here: start-up is short). */
const READY_POLL_MS = 100;
const READY_ATTEMPTS = 600;

export interface InstanceOptions {
  readonly name: string;
  readonly port: number;
  readonly repoRoot: string;
  readonly env: NodeJS.ProcessEnv;
}

export class ServerInstance {
  private child: Child | undefined;
  /** How many times it was started: 1 after the first start. */
  starts = 0;

  constructor(private readonly options: InstanceOptions) {}

  get name(): string {
    return this.options.name;
  }

  /** host:port, as nginx's upstream and its X-Upstream header name it. */
  get address(): string {
    return `127.0.0.1:${this.options.port}`;
  }

  get url(): string {
    return `http://${this.address}`;
  }

  get running(): boolean {
    return this.child !== undefined && !this.child.exited();
  }

  /** The running process's id (the bench reads its CPU time); undefined when it is not running. */
  get pid(): number | undefined {
    return this.running ? this.child?.process.pid : undefined;
  }

  output(): string {
    return this.child?.output() ?? '';
  }

  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    const { repoRoot, env, port } = this.options;
    const child = startChild(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', MIGRATE: 'false' },
    });
    this.child = child;
    this.starts++;
    const ready = async () => (await fetch(`${this.url}/readyz`)).status === 200;
    try {
      await waitFor(ready, {
        attempts: READY_ATTEMPTS,
        everyMs: READY_POLL_MS,
        hopeless: child.exited,
        failure: () => new Error(`${this.name} did not become ready:\n${child.output()}`),
      });
    } catch (error) {
      await child.stop('SIGKILL');
      throw error;
    }
  }

  /** SIGTERM, as an orchestrator stops it: it drains its requests and exits. Resolves on exit. */
  async terminate(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exited()) return null;
    await child.stop('SIGTERM', 60_000);
    return child.exit;
  }

  /** SIGKILL, as a crash or the OOM killer ends it: nothing is finished. Resolves on exit. */
  async kill(): Promise<void> {
    await this.child?.stop('SIGKILL');
  }
}
