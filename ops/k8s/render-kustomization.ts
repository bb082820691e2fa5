/**
 * Renders a kustomization the way `kubectl kustomize` does, for the features ops/k8s uses and only
 * those: `resources` (YAML files, or folders with their own kustomization.yaml), `namespace`,
 * `images` (newName, newTag) and `patches` given as a JSON patch (RFC 6902) file with a kind and name
 * target, which must match a resource. Any other field stops the render, so a manifest that needs more
 * of kustomize fails here rather than being checked wrongly. No kustomize runs on npm, and kubectl is
 * not in CI's Debian; the example overlay rendered by kubectl 1.32 (kustomize v5.5.0) gave the same
 * objects (ops/README.md).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { applyPatch } from 'fast-json-patch';
import type { Operation } from 'fast-json-patch';
import { parse, parseAllDocuments } from 'yaml';

export interface KubeObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly namespace?: string;
    readonly labels?: Readonly<Record<string, string>>;
  };
  readonly [field: string]: unknown;
}

interface Kustomization {
  readonly resources?: readonly string[];
  readonly namespace?: string;
  readonly images?: readonly { name: string; newName?: string; newTag?: string }[];
  readonly patches?: readonly { path: string; target: { kind: string; name: string } }[];
}

const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'patches']);
/** The cluster-wide kinds among those used: kustomize gives them no namespace. */
const CLUSTER_SCOPED = new Set(['Namespace']);

function readKustomization(dir: string): Kustomization {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unsupported.length > 0) throw new Error(`${file}: ${unsupported.join(', ')} not supported here`);
  return kustomization as Kustomization;
}

function readResources(file: string): KubeObject[] {
  if (statSync(file).isDirectory()) return renderKustomization(file);
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => document.toJS() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null);
}

function patched(objects: KubeObject[], dir: string, patch: NonNullable<Kustomization['patches']>[number]) {
  const operations = parse(readFileSync(path.join(dir, patch.path), 'utf8')) as Operation[];
  const { kind, name } = patch.target;
  if (!objects.some((o) => o.kind === kind && o.metadata.name === name)) {
    throw new Error(`${patch.path} targets ${kind}/${name}, which no resource is`);
  }
  return objects.map((object) =>
    object.kind === kind && object.metadata.name === name
      ? (applyPatch(structuredClone(object), operations, true, false).newDocument as KubeObject)
      : object,
  );
}

/** `registry:5000/name:tag@digest` → its name (registry and path included) and the rest. */
function splitImage(image: string): { name: string; tag: string } {
  const match = /^(.*?)(?::([^:/@]+))?(@.+)?$/.exec(image);
  return { name: match?.[1] ?? image, tag: match?.[2] ?? '' };
}

type ImageRule = NonNullable<Kustomization['images']>[number];

/** The containers of a workload's pod template (Deployment, Job), whose images kustomize rewrites. */
function withImages(object: KubeObject, rules: readonly ImageRule[]): KubeObject {
  const pod = (object.spec as { template?: { spec?: Record<string, unknown> } } | undefined)?.template?.spec;
  if (pod === undefined) return object;
  const copy = structuredClone(object);
  const podSpec = (copy.spec as { template: { spec: Record<string, { image: string }[] | undefined> } })
    .template.spec;
  for (const list of [podSpec.containers, podSpec.initContainers]) {
    for (const container of list ?? []) {
      const { name, tag } = splitImage(container.image);
      const rule = rules.find((r) => r.name === name);
      if (rule) container.image = `${rule.newName ?? name}:${rule.newTag ?? tag}`;
    }
  }
  return copy;
}

export function renderKustomization(dir: string): KubeObject[] {
  const kustomization = readKustomization(dir);
  let objects = (kustomization.resources ?? []).flatMap((entry) => readResources(path.join(dir, entry)));
  for (const patch of kustomization.patches ?? []) objects = patched(objects, dir, patch);
  const { images = [], namespace } = kustomization;
  objects = objects.map((object) => withImages(object, images));
  if (namespace === undefined) return objects;
  return objects.map((object) =>
    CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
  );
}
