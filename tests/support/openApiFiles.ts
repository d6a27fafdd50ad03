/**
 * Where the OpenAPI documents the contract tests read come from: our own contract,
 * `api/openapi.yaml` (inside the repository), or the reference folder `../shared/openapi`
 * beside our checkouts, which only the reference comparison reads and which may be absent.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Our contract: the document site owners read, the one every contract test validates against. */
export const OWN_CONTRACT = path.resolve(__dirname, '../../api/openapi.yaml');

/** The reference OpenAPI folder; present beside our own checkouts only. */
export const REFERENCE_OPENAPI = path.resolve(__dirname, '../../../shared/openapi');

export function referenceAvailable(): boolean {
  return fs.existsSync(REFERENCE_OPENAPI) && fs.statSync(REFERENCE_OPENAPI).isDirectory();
}

/** The YAML files of a contract: one file, or every `.yml`/`.yaml` below a folder. */
export function openApiFiles(fileOrDir: string): string[] {
  if (!fs.statSync(fileOrDir).isDirectory()) return [fileOrDir];
  return fs.readdirSync(fileOrDir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(fileOrDir, entry.name);
    if (entry.isDirectory()) return openApiFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** The file a `$ref`'s file part names, read beside the referring file (root-absolute too). */
export function refTarget(fromFile: string, rel: string): string {
  return rel ? path.resolve(path.dirname(fromFile), rel.replace(/^\/+/, '')) : fromFile;
}
