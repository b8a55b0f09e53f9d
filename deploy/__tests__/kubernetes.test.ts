/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are free-form YAML, read here for a few fields each */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';

// deploy/kubernetes/ against the Kubernetes API's JSON schemas: kubernetes-models validates each kind
// with the schemas generated from Kubernetes's OpenAPI document (compiled by ajv), no cluster needed.
const FOLDER = path.join(__dirname, '..', 'kubernetes');
type Manifest = { apiVersion: string; kind: string; metadata: { name: string } };
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace, 'v1/ConfigMap': ConfigMap, 'v1/Secret': Secret, 'v1/Service': Service,
  'apps/v1/Deployment': Deployment, 'batch/v1/Job': Job, 'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget, 'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};
const kustomization = parse(readFileSync(path.join(FOLDER, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
const manifests: Manifest[] = kustomization.resources.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(FOLDER, file), 'utf8')).map((document) => document.toJS() as Manifest));
const find = (kind: string, name: string) => manifests.find((m) => m.kind === kind && m.metadata.name === name) as any;

describe('deploy/kubernetes', () => {
  it.each(manifests.map((m) => [`${m.kind} ${m.metadata.name}`, m] as const))('%s is valid against its schema', (_name, manifest) => {
    const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
    expect(Model).toBeDefined();
    expect(() => new Model!(manifest as never).validate()).not.toThrow();
  });

  it('would catch a wrong type or a missing required field (unknown fields pass: these schemas are not strict)', () => {
    const wrongType = structuredClone(find('Deployment', 'vitrine'));
    wrongType.spec.replicas = 'two';
    expect(() => new Deployment(wrongType as never).validate()).toThrow();
    const missing = structuredClone(find('Deployment', 'vitrine'));
    delete missing.spec.template.spec.containers[0].name;
    expect(() => new Deployment(missing as never).validate()).toThrow();
  });

  it('probes the app: readiness on /api/health/ready, liveness and startup on /api/health', () => {
    const [container] = find('Deployment', 'vitrine').spec.template.spec.containers;
    expect(container.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(container.livenessProbe.httpGet.path).toBe('/api/health');
    expect(container.startupProbe.httpGet.path).toBe('/api/health');
    expect(container.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
  });

  it('gives a stopping pod preStop plus the server\'s drain (SHUTDOWN_TIMEOUT_MS) within its grace period', () => {
    const pod = find('Deployment', 'vitrine').spec.template.spec;
    const drainMs = Number(find('ConfigMap', 'vitrine-config').data.SHUTDOWN_TIMEOUT_MS);
    // server.ts's default bound (lib/server/health/shutdown.ts) is the same 25 s.
    expect(drainMs).toBe(25_000);
    const preStop = pod.containers[0].lifecycle.preStop.sleep.seconds as number;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + drainMs / 1000);
  });

  it('autoscales between two or more pods and keeps one through voluntary disruptions', () => {
    expect(find('HorizontalPodAutoscaler', 'vitrine').spec).toMatchObject({ minReplicas: 2, scaleTargetRef: { kind: 'Deployment', name: 'vitrine' } });
    expect(find('PodDisruptionBudget', 'vitrine').spec.selector.matchLabels).toEqual(find('Deployment', 'vitrine').spec.selector.matchLabels);
  });

  it('migrates in a Job of the same image, and runs no database or Redis inside', () => {
    const job = find('Job', 'vitrine-migrate').spec.template.spec;
    expect(job.containers[0]).toMatchObject({ image: 'vitrine', command: expect.arrayContaining(['scripts/prepare-db.ts']) });
    const images = manifests.filter((m) => m.kind === 'Deployment').map((m: any) => m.spec.template.spec.containers[0].image);
    expect(images.sort()).toEqual(['varnish:7.6', 'vitrine']);
  });

  it('opens Varnish\'s purge listener to the app\'s pods only', () => {
    const policy = find('NetworkPolicy', 'varnish-purge-from-app-only').spec;
    expect(policy.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': 'varnish' });
    const purgeRule = policy.ingress.find((rule: any) => rule.ports.some((p: any) => p.port === 'purge'));
    expect(purgeRule.from).toEqual([{ podSelector: { matchLabels: find('Deployment', 'vitrine').spec.selector.matchLabels } }]);
    expect(policy.ingress.filter((rule: any) => !rule.from).flatMap((rule: any) => rule.ports)).toEqual([{ port: 'http' }]);
  });

  it('has a CloudNativePG example outside the kustomization (its CRD is the operator\'s)', () => {
    const cluster = parse(readFileSync(path.join(FOLDER, 'examples', 'cloudnativepg.yaml'), 'utf8'));
    expect(cluster).toMatchObject({ apiVersion: 'postgresql.cnpg.io/v1', kind: 'Cluster', spec: { instances: 3, bootstrap: { initdb: { database: 'vitrine' } } } });
    // Its buffers a quarter of the pod's memory (deploy/README.md, "PostgreSQL settings").
    expect(cluster.spec.postgresql.parameters).toMatchObject({ shared_buffers: '1GB', effective_cache_size: '3GB' });
    expect(cluster.spec.resources.limits.memory).toBe('4Gi');
    expect(kustomization.resources).not.toContain('examples/cloudnativepg.yaml');
  });
});
