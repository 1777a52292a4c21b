// Loading and small queries over the deployment files, for manifests.spec.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as yaml from 'js-yaml';

export const ROOT = join(__dirname, '../..');
export const K8S_DIR = join(ROOT, 'k8s');
export const NAMESPACE = 'translation-service';

// Parsed YAML: structural checks below read it loosely, kubernetes-models checks the shapes.
export type Yaml = any;

export interface K8sObject {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Yaml;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** The applications nest-cli.json declares: one image, Deployment and compose service each. */
export function nestApps(): string[] {
  const nest = JSON.parse(readFileSync(join(ROOT, 'nest-cli.json'), 'utf8'));
  return Object.entries<{ type: string }>(nest.projects)
    .filter(([, project]) => project.type === 'application')
    .map(([name]) => name)
    .sort();
}

export function readYaml(path: string): Yaml {
  return yaml.load(readFileSync(path, 'utf8'));
}

export function k8sYamlFiles(): string[] {
  return readdirSync(K8S_DIR)
    .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')
    .sort();
}

export function loadK8sObjects(): K8sObject[] {
  return k8sYamlFiles().flatMap((file) =>
    yaml
      .loadAll(readFileSync(join(K8S_DIR, file), 'utf8'))
      .filter((doc) => doc !== null && doc !== undefined)
      .map((doc) => ({ ...doc, file }) as K8sObject),
  );
}

/**
 * The kubernetes-models class for an object's apiVersion and kind
 * (`apps/v1` + `Deployment` -> `kubernetes-models/apps/v1`.Deployment), or undefined.
 */
export function modelClass(apiVersion: string, kind: string): (new (data: object) => { validate(): void }) | undefined {
  if (!/^([a-z0-9.-]+\/)?v[0-9a-z]+$/.test(apiVersion) || !/^[A-Z][A-Za-z]+$/.test(kind)) return undefined;
  const dir = join(ROOT, 'node_modules/kubernetes-models', apiVersion);
  if (!existsSync(dir)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is named by the manifest's apiVersion and loaded synchronously
  return require(`kubernetes-models/${apiVersion}`)[kind];
}

/** Validates against the Kubernetes OpenAPI schema; returns the error message or null. */
export function schemaErrors(object: K8sObject): string | null {
  const Model = modelClass(object.apiVersion, object.kind);
  if (!Model) return `no Kubernetes schema for ${object.apiVersion} ${object.kind}`;
  const manifest: Partial<K8sObject> = { ...object };
  delete manifest.file;
  try {
    new Model(manifest).validate();
    return null;
  } catch (error) {
    return error.message;
  }
}

export const find = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

/** Deployments and StatefulSets: everything that runs pods. */
export const workloads = (objects: K8sObject[]) =>
  objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');

export function podContainers(workload: K8sObject): Yaml[] {
  const pod = workload.spec.template.spec;
  return [...(pod.initContainers ?? []), ...pod.containers];
}

/** True when `selector` (matchLabels form) picks pods carrying `labels`. */
export function selects(
  selector: Record<string, string> | undefined,
  labels: Record<string, string> | undefined,
): boolean {
  if (!selector || Object.keys(selector).length === 0) return false;
  return Object.entries(selector).every(([k, v]) => labels?.[k] === v);
}

/** A probe's or Service's port (a name or a number) resolved against a container's ports. */
export function containerPort(container: Yaml, port: string | number): number | undefined {
  const ports: Yaml[] = container.ports ?? [];
  const match = ports.find((p) => (typeof port === 'number' ? p.containerPort === port : p.name === port));
  return match?.containerPort;
}

/** Compose-style interpolation with defaults only (`${VAR:-default}`, `${VAR-default}`, `${VAR}`). */
export function interpolateDefaults(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_m, _name, fallback) => fallback ?? '');
}

export interface DockerfileInfo {
  text: string;
  /** Global ARG defaults, e.g. APPS and NODE_IMAGE. */
  args: Partial<Record<string, string>>;
  stages: { from: string; name?: string; lines: string[] }[];
}

export function readDockerfile(): DockerfileInfo {
  const text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const args: DockerfileInfo['args'] = {};
  const stages: DockerfileInfo['stages'] = [];
  for (const line of text.split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      stages.push({ from: from[1], name: from[2], lines: [] });
      continue;
    }
    if (stages.length === 0) {
      const arg = /^ARG\s+([A-Z_]+)=("[^"]*"|\S*)/.exec(line);
      if (arg) args[arg[1]] = arg[2].replace(/^"(.*)"$/s, '$1');
    } else {
      stages[stages.length - 1].lines.push(line);
    }
  }
  return { text, args, stages };
}
