/**
 * ops/k8s, checked without a cluster: the base and the example overlay rendered (render-kustomization.ts),
 * every object valid for the Kubernetes v1.33 API (kubernetes-models' validators, generated from its
 * OpenAPI specification), and the properties the deployment relies on: probes on /readyz and /healthz,
 * MIGRATE=false in the servers, the migration Job running the migrate command, non-root read-only
 * containers with resources, secrets only by reference, pinned images, selectors that match.
 */
import path from 'node:path';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { renderKustomization } from './render-kustomization';
import type { KubeObject } from './render-kustomization';

/** The kinds ops/k8s uses, by `apiVersion/kind`; any other kind fails the validation test. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|DATABASE_URL/;

const base = renderKustomization(path.join(__dirname, 'base'));
const overlay = renderKustomization(path.join(__dirname, 'overlays/example'));

function one(objects: readonly KubeObject[], kind: string): KubeObject {
  const found = objects.filter((object) => object.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind}, found ${found.length}`);
  return found[0] as KubeObject;
}

function podSpec(objects: readonly KubeObject[], kind: 'Deployment' | 'Job'): IPodSpec {
  return (one(objects, kind).spec as { template: { spec: IPodSpec } }).template.spec;
}

function container(objects: readonly KubeObject[], kind: 'Deployment' | 'Job'): IContainer {
  const [first] = podSpec(objects, kind).containers;
  if (first === undefined) throw new Error(`${kind} has no container`);
  return first;
}

describe.each([
  ['base', base],
  ['the example overlay', overlay],
])('%s', (_name, objects) => {
  it('holds only objects valid for the Kubernetes v1.33 API', () => {
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect({ kind: object.kind, known: Model !== undefined }).toEqual({ kind: object.kind, known: true });
      expect(() => new (Model as NonNullable<typeof Model>)(object as never).validate()).not.toThrow();
    }
  });

  it('probes readiness on /readyz and liveness on /healthz, and runs the servers with MIGRATE=false', () => {
    const server = container(objects, 'Deployment');
    expect(server.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(server.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(server.startupProbe?.httpGet?.path).toBe('/healthz');
    expect(server.env).toContainEqual({ name: 'MIGRATE', value: 'false' });
    expect(server.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(server.resources?.limits?.memory).toEqual(expect.any(String));
  });

  it('runs the migrate command in a Job that is not retried forever', () => {
    const migrate = container(objects, 'Job');
    expect(migrate.command).toEqual(['node', 'server/dist/migrate.js']);
    expect(podSpec(objects, 'Job').restartPolicy).toBe('Never');
    expect(one(objects, 'Job').spec).toMatchObject({ backoffLimit: expect.any(Number) });
    expect(migrate.image).toBe(container(objects, 'Deployment').image);
  });

  it('runs every container as a non-root user on a read-only root with a writable /tmp', () => {
    for (const kind of ['Deployment', 'Job'] as const) {
      const pod = podSpec(objects, kind);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const each of pod.containers) {
        expect(each.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        const tmp = each.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        expect(pod.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
      }
    }
  });

  it('references secrets by name and commits none', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    const config = one(objects, 'ConfigMap').data as Record<string, string>;
    expect(Object.keys(config).filter((key) => SECRET_NAME.test(key))).toEqual([]);
    for (const kind of ['Deployment', 'Job'] as const) {
      const each = container(objects, kind);
      expect(each.envFrom).toContainEqual({ secretRef: { name: 'tijara-secrets' } });
      const literal = (each.env ?? []).filter((env) => SECRET_NAME.test(env.name) && env.value !== undefined);
      expect(literal).toEqual([]);
    }
  });

  it('pins every image to a version', () => {
    for (const kind of ['Deployment', 'Job'] as const) {
      expect(container(objects, kind).image).toMatch(/:\d[\w.-]*$/);
    }
  });

  it('selects the server pods from the Service, the disruption budget and the autoscaler', () => {
    const deployment = one(objects, 'Deployment');
    const labels = (deployment.spec as { template: { metadata: { labels: Record<string, string> } } })
      .template.metadata.labels;
    expect(one(objects, 'Service').spec).toMatchObject({ selector: labels });
    expect(one(objects, 'PodDisruptionBudget').spec).toMatchObject({ selector: { matchLabels: labels } });
    expect(one(objects, 'HorizontalPodAutoscaler').spec).toMatchObject({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name },
    });
    expect(JSON.stringify(one(objects, 'Ingress').spec)).toContain(
      JSON.stringify({ service: { name: one(objects, 'Service').metadata.name, port: { name: 'http' } } }),
    );
  });

  it('labels every object with the component the deployment steps select on', () => {
    for (const object of objects) {
      const component = object.metadata.labels?.['app.kubernetes.io/component'];
      const expected =
        object.kind === 'Job'
          ? 'migrate'
          : ['ConfigMap', 'Namespace'].includes(object.kind)
            ? 'config'
            : 'server';
      expect({ kind: object.kind, component }).toEqual({ kind: object.kind, component: expected });
    }
  });
});

describe('the example overlay', () => {
  it('puts everything in its namespace, with its image, bounds, host and address', () => {
    const namespace = one(overlay, 'Namespace').metadata.name;
    for (const object of overlay.filter((o) => o.kind !== 'Namespace')) {
      expect({ kind: object.kind, namespace: object.metadata.namespace }).toEqual({
        kind: object.kind,
        namespace,
      });
    }
    expect(container(overlay, 'Deployment').image).toBe('registry.example.dz/tijara:1.0.0');
    expect(one(overlay, 'HorizontalPodAutoscaler').spec).toMatchObject({ minReplicas: 3, maxReplicas: 10 });
    expect(one(overlay, 'Ingress').spec).toMatchObject({
      rules: [{ host: 'shop.example.dz' }],
      tls: [{ hosts: ['shop.example.dz'], secretName: 'tijara-tls' }],
    });
    expect(one(overlay, 'ConfigMap').data).toMatchObject({ PUBLIC_ORIGIN: 'https://shop.example.dz' });
  });
});
