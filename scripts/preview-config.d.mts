/** Types of scripts/preview-config.mjs for the TypeScript that imports it (tests, vitest.config.mts). */
export interface BranchNames {
  slug: string;
  api: string;
  consumer: string;
  database: string;
  bucket: string;
  pictures: string;
  queue: string;
  dlq: string;
  audience: string;
}
export function branchSlug(branch: string): string;
export function branchNames(branch: string): BranchNames;
export function branchConfig(text: string, branch: string, databaseId: string): string;
export function writeBranchConfigs(branch: string, databaseId?: string): string[];
