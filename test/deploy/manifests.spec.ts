// No Docker engine or cluster runs here, so this is the deployment files' validation: every
// Kubernetes object against the Kubernetes schemas (kubernetes-models), and the cross-file rules
// a schema cannot see: every app of nest-cli.json has an image, a Deployment with probes, a
// Service and a compose service; names, labels, ports and references line up.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  containerPort,
  find,
  interpolateDefaults,
  K8S_DIR,
  K8sObject,
  k8sYamlFiles,
  loadK8sObjects,
  NAMESPACE,
  nestApps,
  podContainers,
  readDockerfile,
  readYaml,
  ROOT,
  schemaErrors,
  selects,
  workloads,
  Yaml,
} from './manifests';

const APPS = nestApps();
const SERVICES = APPS.filter((app) => app !== 'gateway');
const CONTRACT_ENV = [
  'DATABASE_URL',
  'NATS_URL',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_MODEL',
  'TRANSLATION_ENGINE',
  'PUBLIC_BASE_URL',
  'WEBHOOK_ALLOW_PRIVATE',
];

const objects = loadK8sObjects();
const deployment = (app: string) => find(objects, 'Deployment', app);
const mainContainer = (workload: K8sObject): Yaml =>
  workload.spec.template.spec.containers.find((c: Yaml) => c.name === workload.metadata.name) ??
  workload.spec.template.spec.containers[0];
const label = (o: K8sObject) => `${o.file}: ${o.kind}/${o.metadata.name}`;

it('nest-cli.json declares the apps the deployment files are checked against', () => {
  expect(APPS).toEqual(
    expect.arrayContaining([
      'gateway',
      'auth',
      'glossary',
      'term-counter',
      'translation',
      'metrics',
      'localization',
      'memory',
    ]),
  );
});

describe('Dockerfile', () => {
  const dockerfile = readDockerfile();
  const runtime = dockerfile.stages[dockerfile.stages.length - 1];

  it('lists exactly the applications of nest-cli.json in its APPS build argument', () => {
    const listed = (dockerfile.args.APPS ?? '').split(/\s+/).filter(Boolean).sort();
    expect({
      missingFromDockerfileApps: APPS.filter((a) => !listed.includes(a)),
      notInNestCli: listed.filter((a) => !APPS.includes(a)),
    }).toEqual({
      missingFromDockerfileApps: [],
      notInNestCli: [],
    });
  });

  it('builds on node:20-bookworm-slim in stages and selects the app with the APP build argument', () => {
    expect(dockerfile.args.NODE_IMAGE).toBe('node:20-bookworm-slim');
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile.stages.filter((s) => s.lines.some((l) => /^ARG APP\b/.test(l))).length).toBeGreaterThan(0);
    expect(dockerfile.text).toMatch(/npm ci\b/);
    expect(dockerfile.text).toMatch(/node scripts\/build\.mjs/);
    expect(dockerfile.text).toMatch(/npm prune --omit=dev/);
  });

  it('runs the app (and its migrations) as a non-root user in the final stage', () => {
    const user = runtime.lines.filter((l) => /^USER\s/.test(l)).pop();
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)(:|\s|$)/);
    expect(runtime.lines.join('\n')).toContain('dist/apps/$APP/src/main.js');
    expect(runtime.lines.join('\n')).toContain('dist/apps/$APP/src/database/migrate.js');
    expect(runtime.lines.join('\n')).toMatch(/^\s*migrate\)/m);
  });

  it('installs the Debian packages named in debian-packages.txt files', () => {
    expect(dockerfile.text).toContain('debian-packages.txt');
    expect(runtime.lines.join('\n')).toMatch(/apt-get install/);
  });

  it('has a source entry point for every app it can be asked to build', () => {
    expect(APPS.filter((app) => !existsSync(join(ROOT, 'apps', app, 'src/main.ts')))).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  const compose = readYaml(join(ROOT, 'docker-compose.yml'));
  const services: Record<string, Yaml> = compose.services;

  it('runs PostgreSQL 16 and NATS with JetStream on a volume', () => {
    expect(services.postgres.image).toMatch(/^postgres:16\b/);
    expect(services.postgres.volumes.join(' ')).toContain('/var/lib/postgresql/data');
    const nats = [services.nats.command].flat().join(' ');
    expect(nats).toMatch(/(^|\s)(-js|--jetstream)(\s|$)/);
    expect(services.nats.volumes.length).toBeGreaterThan(0);
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['postgres-data', 'nats-data']));
  });

  it('builds every app from the Dockerfile with its APP build argument', () => {
    const builtApps = Object.entries(services)
      .filter(([, s]) => s.build)
      .map(([name, s]) => ({
        name,
        context: s.build.context,
        dockerfile: s.build.dockerfile ?? 'Dockerfile',
        app: s.build.args?.APP,
      }));
    expect({ appsWithoutComposeService: APPS.filter((app) => !builtApps.some((b) => b.app === app)) }).toEqual({
      appsWithoutComposeService: [],
    });
    for (const built of builtApps) {
      // One compose service per app, named after it, built from the repository root.
      expect({ service: built.name, context: built.context, dockerfile: built.dockerfile }).toEqual({
        service: built.app,
        context: '.',
        dockerfile: 'Dockerfile',
      });
      expect(APPS).toContain(built.app);
    }
  });

  it.each(APPS)('%s: CONTRACT environment, backing services and a /readyz healthcheck', (app) => {
    const service = services[app];
    if (!service) throw new Error(`docker-compose.yml: no service named "${app}"`);
    expect(Object.keys(service.environment)).toEqual(expect.arrayContaining(CONTRACT_ENV));
    expect(service.environment.NATS_URL).toBe('nats://nats:4222');
    expect(service.environment.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect([service.healthcheck.test].flat().join(' ')).toContain('/readyz');
    expect(service.depends_on.nats.condition).toBe('service_healthy');
    if (app !== 'gateway') {
      expect(service.depends_on.postgres.condition).toBe('service_healthy');
      // Migrations: the image's start command migrates first (under an advisory lock).
      expect(service.environment.MIGRATE_ON_START).toBe('true');
      expect([service.healthcheck.test].flat().join(' ')).toContain(`:${service.environment.PROBE_PORT}/readyz`);
    }
  });

  it('leaves the optional LLM settings unset unless the shell sets them', () => {
    for (const name of ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'])
      expect(services.gateway.environment[name]).toBeNull();
  });

  it('runs NATS from the generated configuration, each app with its own NKey seed as a secret', () => {
    expect([services.nats.command].flat().join(' ')).toMatch(/-c \/run\/secrets\/nats-server-conf/);
    expect(compose.secrets['nats-server-conf'].file).toBe('./.data/compose-nats/nats-server.conf');
    for (const app of APPS) {
      expect({ app, env: services[app].environment.NATS_NKEY_SEED_FILE }).toEqual({
        app,
        env: '/run/secrets/nats-seed',
      });
      expect(services[app].secrets).toEqual([{ source: `nats-seed-${app}`, target: 'nats-seed' }]);
      expect(compose.secrets[`nats-seed-${app}`].file).toBe(`./.data/compose-nats/${app}.seed`);
    }
  });

  it('publishes the gateway on port 3000 once every service is healthy', () => {
    const ports = (services.gateway.ports as string[]).map(interpolateDefaults);
    expect(ports).toContain('3000:3000');
    expect(Object.keys(services.gateway.depends_on)).toEqual(expect.arrayContaining(SERVICES));
  });
});

describe('k8s manifests', () => {
  it('lists every manifest in kustomization.yaml, and nothing else', () => {
    const kustomization = readYaml(join(K8S_DIR, 'kustomization.yaml'));
    expect(kustomization.apiVersion).toBe('kustomize.config.k8s.io/v1beta1');
    expect(kustomization.kind).toBe('Kustomization');
    expect([...kustomization.resources].sort()).toEqual(k8sYamlFiles());
    const images = (kustomization.images as Yaml[]).map((i) => i.name).sort();
    expect(images).toEqual(APPS.map((app) => `translation-service/${app}`).sort());
  });

  it.each(objects.map((o) => [label(o), o] as const))('%s is valid against the Kubernetes schema', (_label, object) => {
    expect(schemaErrors(object)).toBeNull();
  });

  it('puts every object in the one namespace, and names every object once', () => {
    expect(find(objects, 'Namespace', NAMESPACE)).toBeDefined();
    expect(objects.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== NAMESPACE).map(label)).toEqual([]);
    const keys = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has a Deployment and a Service for every app', () => {
    expect({
      appsWithoutDeployment: APPS.filter((app) => !deployment(app)),
      appsWithoutService: APPS.filter((app) => !find(objects, 'Service', app)),
    }).toEqual({ appsWithoutDeployment: [], appsWithoutService: [] });
  });

  describe.each(APPS)('%s', (app) => {
    const workload = () => {
      const found = deployment(app);
      if (!found)
        throw new Error(`k8s: no Deployment named "${app}" (add k8s/${app}.yaml and list it in kustomization.yaml)`);
      return found;
    };
    const container = () => mainContainer(workload());

    it('runs its own image with /livez liveness and /readyz readiness probes on a declared port', () => {
      expect(container().image).toMatch(new RegExp(`^translation-service/${app}:`));
      expect(container().livenessProbe?.httpGet?.path).toBe('/livez');
      expect(container().readinessProbe?.httpGet?.path).toBe('/readyz');
      for (const probe of [container().livenessProbe, container().readinessProbe, container().startupProbe].filter(
        Boolean,
      )) {
        expect(containerPort(container(), probe.httpGet.port)).toBeDefined();
      }
    });

    it('listens where its configuration tells it to (PORT for the gateway, PROBE_PORT for services)', () => {
      const config = find(objects, 'ConfigMap', 'translation-service-config')!;
      const expected = Number(config.data![app === 'gateway' ? 'PORT' : 'PROBE_PORT']);
      expect(containerPort(container(), 'http')).toBe(expected);
    });

    it('asks Prometheus to scrape /metrics on the port the app listens on', () => {
      const annotations = workload().spec.template.metadata.annotations ?? {};
      expect(annotations['prometheus.io/scrape']).toBe('true');
      expect(annotations['prometheus.io/path']).toBe('/metrics');
      expect(Number(annotations['prometheus.io/port'])).toBe(containerPort(container(), 'http'));
    });

    it('declares resource requests and limits and its replica count', () => {
      for (const c of podContainers(workload())) {
        expect(Object.keys(c.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(c.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
      expect(workload().spec.replicas).toBeGreaterThanOrEqual(app === 'gateway' ? 2 : 1);
    });

    it('has a Service that selects its pods and targets a declared port', () => {
      const service = find(objects, 'Service', app);
      if (!service) throw new Error(`k8s: no Service named "${app}"`);
      expect(selects(service.spec.selector, workload().spec.template.metadata.labels)).toBe(true);
      for (const port of service.spec.ports)
        expect(containerPort(container(), port.targetPort ?? port.port)).toBeDefined();
    });

    if (app !== 'gateway') {
      it('migrates its schema in an init container running the same image', () => {
        const init = (workload().spec.template.spec.initContainers ?? []) as Yaml[];
        const migrate = init.find((c) => (c.args ?? c.command ?? []).includes('migrate'));
        expect(migrate).toBeDefined();
        expect(migrate.image).toBe(container().image);
        expect(migrate.envFrom).toEqual(container().envFrom);
      });
    }
  });

  it('keeps every workload inside the restricted Pod Security Standard', () => {
    const problems: string[] = [];
    for (const w of workloads(objects)) {
      const pod = w.spec.template.spec;
      if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${label(w)}: runAsNonRoot`);
      if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${label(w)}: seccompProfile`);
      for (const c of podContainers(w)) {
        if (c.securityContext?.allowPrivilegeEscalation !== false)
          problems.push(`${label(w)} ${c.name}: allowPrivilegeEscalation`);
        if (!(c.securityContext?.capabilities?.drop ?? []).includes('ALL'))
          problems.push(`${label(w)} ${c.name}: capabilities`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('selects its own pods in every workload, and every Service reaches pods', () => {
    const problems: string[] = [];
    const podLabels = workloads(objects).map((w) => w.spec.template.metadata.labels);
    for (const w of workloads(objects)) {
      if (!selects(w.spec.selector.matchLabels, w.spec.template.metadata.labels))
        problems.push(`${label(w)}: selector`);
    }
    for (const s of objects.filter((o) => o.kind === 'Service')) {
      if (!podLabels.some((labels) => selects(s.spec.selector, labels))) problems.push(`${label(s)}: selects no pods`);
    }
    expect(problems).toEqual([]);
  });

  it('refers only to ConfigMaps and Secrets that exist, with only placeholder secrets', () => {
    const missing: string[] = [];
    for (const w of workloads(objects)) {
      for (const c of podContainers(w)) {
        for (const source of c.envFrom ?? []) {
          if (source.configMapRef && !find(objects, 'ConfigMap', source.configMapRef.name))
            missing.push(`${label(w)}: ${source.configMapRef.name}`);
          if (source.secretRef && !find(objects, 'Secret', source.secretRef.name))
            missing.push(`${label(w)}: ${source.secretRef.name}`);
        }
        for (const env of c.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (ref && find(objects, 'Secret', ref.name)?.stringData?.[ref.key] === undefined)
            missing.push(`${label(w)}: ${ref.name}/${ref.key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    const secrets = objects.filter((o) => o.kind === 'Secret');
    for (const secret of secrets) {
      expect(secret.data).toBeUndefined();
      for (const value of Object.values(secret.stringData ?? {})) expect(value).toContain('change-me');
    }
    const config = find(objects, 'ConfigMap', 'translation-service-config')!;
    const configured = [...Object.keys(config.data ?? {}), ...secrets.flatMap((s) => Object.keys(s.stringData ?? {}))];
    expect(configured).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'NATS_URL',
        'TRANSLATION_ENGINE',
        'PUBLIC_BASE_URL',
        'WEBHOOK_ALLOW_PRIVATE',
      ]),
    );
  });

  it('gives every app its own NATS user from nats-credentials, and NATS its configuration from a Secret', () => {
    for (const app of APPS) {
      const seed = (mainContainer(deployment(app)!).env ?? []).find((e: Yaml) => e.name === 'NATS_NKEY_SEED');
      expect({ app, ref: seed?.valueFrom?.secretKeyRef }).toEqual({ app, ref: { name: 'nats-credentials', key: app } });
    }
    const nats = find(objects, 'StatefulSet', 'nats')!;
    expect(mainContainer(nats).args).toContain('--config=/etc/nats/config/nats-server.conf');
    const volumes = nats.spec.template.spec.volumes as Yaml[];
    expect(volumes.find((v) => v.name === 'config')?.secret?.secretName).toBe('nats-server-config');
    expect(find(objects, 'Secret', 'nats-server-config')?.stringData?.['nats-server.conf']).toBeDefined();
  });

  it.each([
    ['nats', 'client', APPS],
    ['postgres', 'postgres', SERVICES],
  ])("lets only the project's pods reach %s (NetworkPolicy)", (target, port, clients) => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    const policy = policies.find((p) =>
      selects(p.spec.podSelector.matchLabels, find(objects, 'StatefulSet', target)!.spec.template.metadata.labels),
    );
    if (!policy) throw new Error(`k8s: no NetworkPolicy selects the ${target} pods`);
    expect(policy.spec.policyTypes).toContain('Ingress');
    const rule = (policy.spec.ingress as Yaml[]).find((r) => r.ports.some((p: Yaml) => p.port === port))!;
    const podPeers = (rule.from as Yaml[]).filter((peer) => peer.podSelector);
    // Same namespace only (no namespaceSelector beside the podSelector), and exactly the project's apps.
    expect(podPeers.every((peer) => !peer.namespaceSelector)).toBe(true);
    const names = podPeers.flatMap(
      (peer) => peer.podSelector.matchExpressions.find((e: Yaml) => e.key === 'app.kubernetes.io/name').values,
    );
    expect([...names].sort()).toEqual([...clients].sort());
    // Other namespaces only by an explicit opt-in label, never "all namespaces".
    for (const peer of rule.from as Yaml[])
      if (peer.namespaceSelector) expect(Object.keys(peer.namespaceSelector.matchLabels ?? {})).not.toHaveLength(0);
  });

  it('routes the Ingress to the gateway Service', () => {
    const ingress = objects.find((o) => o.kind === 'Ingress')!;
    const service = find(objects, 'Service', 'gateway')!;
    const backends = ingress.spec.rules.flatMap((r: Yaml) => r.http.paths.map((p: Yaml) => p.backend.service));
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      expect(backend.name).toBe('gateway');
      expect(service.spec.ports.some((p: Yaml) => p.name === backend.port.name || p.port === backend.port.number)).toBe(
        true,
      );
    }
  });

  it.each([
    ['nats', /(^|\s)(-js|--jetstream)(\s|$)/],
    ['postgres', /^postgres:16\b/],
  ])('runs %s as a StatefulSet with a volume claim template behind a headless Service', (name, marker) => {
    const set = find(objects, 'StatefulSet', name)!;
    expect(set).toBeDefined();
    const container = mainContainer(set);
    expect(
      name === 'nats' ? [...(container.command ?? []), ...(container.args ?? [])].join(' ') : container.image,
    ).toMatch(marker);
    expect(set.spec.volumeClaimTemplates.length).toBeGreaterThan(0);
    const claim = set.spec.volumeClaimTemplates[0].metadata.name;
    expect(container.volumeMounts.some((m: Yaml) => m.name === claim)).toBe(true);
    const governing = find(objects, 'Service', set.spec.serviceName);
    expect(governing?.spec.clusterIP).toBe('None');
    expect(find(objects, 'Service', name)).toBeDefined();
  });
});
