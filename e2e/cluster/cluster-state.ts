import fs from 'node:fs';

/** What scripts/cluster.mjs writes once nginx answers (CLUSTER_STATE). */
export interface ClusterState {
  url: string;
  nginxPid: number;
  databaseUrl: string;
  redisUrl: string;
  keyPrefix: string;
  instances: { name: string; port: number; pid: number; url: string }[];
}

export function readClusterState(file: string): ClusterState {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ClusterState;
}

/** The instance port nginx used, from its X-Vitrina-Upstream header (`127.0.0.1:3192`). */
export function upstreamPort(headers: Record<string, string>): number | null {
  // After a failed try nginx lists both: `127.0.0.1:3191, 127.0.0.1:3192`; the last answered.
  const last = headers['x-vitrina-upstream']?.split(',').pop()?.trim();
  const port = Number(last?.split(':').pop());
  return Number.isInteger(port) && port > 0 ? port : null;
}
