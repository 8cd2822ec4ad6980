import type { TestProject } from "vitest/node";
import { HOSTS, startHost, type HostName } from "../../scripts/quality/lib/static-hosts.ts";

export default async function setup(project: TestProject) {
  const name = process.env.STATIC_HOST as HostName;
  if (!HOSTS.includes(name)) throw new Error(`STATIC_HOST must be one of ${HOSTS.join(", ")}, not ${name}`);
  const host = await startHost(name);
  project.provide("baseURL", host.url);
  project.provide("staticHost", name);
  return host.stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    staticHost: string;
  }
}
