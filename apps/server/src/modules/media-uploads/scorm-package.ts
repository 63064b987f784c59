/**
 * A SCORM 1.2 / 2004 package (issue 25): the zip is listed before anything is inflated (entry count and declared
 * unzipped bytes bounded, every path checked by core safePackagePath — one escaping path refuses the package),
 * `imsmanifest.xml` at its root is parsed (fast-xml-parser) for the version, the default organization and the
 * first item's SCO, whose launch file must be in the zip; then the files are stored under the media's folder.
 */
import { MEDIA_LIMITS, safePackagePath, type ScormVersion } from '@portico/core';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { fail } from '../../shared/http-error.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';

export interface ScormManifest {
  version: ScormVersion;
  /** Path of the launch file inside the package, with its query if the manifest gives one. */
  launch: string;
}

const invalid = (reason: string) =>
  fail('SCORM_MANIFEST_INVALID', `Invalid SCORM package: ${reason}`, { reason });

const list = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );

/** The package's files by normalised path; refuses escaping paths and oversized packages before inflating. */
export function unpack(zip: Uint8Array): Map<string, Uint8Array> {
  let entries = 0;
  let bytes = 0;
  let escape: string | null = null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        entries += 1;
        bytes += file.originalSize;
        if (safePackagePath(file.name) === null) escape ??= file.name;
        return (
          escape === null &&
          entries <= MEDIA_LIMITS.SCORM_MAX_ENTRIES &&
          bytes <= MEDIA_LIMITS.SCORM_MAX_UNZIPPED_BYTES
        );
      },
    });
  } catch {
    throw invalid('unreadable zip');
  }
  if (escape !== null)
    throw fail('SCORM_PATH_ESCAPE', 'A file of the package leaves its folder', { path: escape });
  if (entries > MEDIA_LIMITS.SCORM_MAX_ENTRIES || bytes > MEDIA_LIMITS.SCORM_MAX_UNZIPPED_BYTES) {
    throw invalid('too large once unzipped');
  }
  const out = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) out.set(safePackagePath(name)!, data);
  return out;
}

function versionOf(manifest: Record<string, unknown>, xml: string): ScormVersion | null {
  const metadata = list(manifest.metadata)[0];
  const schemaVersion = String(metadata?.schemaversion ?? '').trim();
  if (schemaVersion === '1.2') return '1.2';
  if (/2004|CAM 1\.3/i.test(schemaVersion)) return '2004';
  if (/adlcp_rootv1p2/.test(xml)) return '1.2';
  if (/adlcp_v1p3/.test(xml)) return '2004';
  return null;
}

export function readManifest(files: Map<string, Uint8Array>): ScormManifest {
  const raw = files.get('imsmanifest.xml');
  if (!raw) throw invalid('no imsmanifest.xml at the package root');
  const xml = new TextDecoder().decode(raw);
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      removeNSPrefix: true,
      processEntities: false,
    }).parse(xml, true) as Record<string, unknown>;
  } catch {
    throw invalid('imsmanifest.xml is not well-formed XML');
  }
  const manifest = list(doc.manifest)[0];
  if (!manifest) throw invalid('no manifest element');
  const version = versionOf(manifest, xml);
  if (!version) throw invalid('unknown SCORM version');
  const organizations = list(manifest.organizations)[0];
  const all = list(organizations?.organization);
  const chosen = all.find((org) => org['@identifier'] === organizations?.['@default']) ?? all[0];
  if (!chosen) throw invalid('no organization');
  const items: Record<string, unknown>[] = [];
  const walk = (nodes: Record<string, unknown>[]) => {
    for (const node of nodes) {
      items.push(node);
      walk(list(node.item));
    }
  };
  walk(list(chosen.item));
  const resources = list(list(manifest.resources)[0]?.resource);
  for (const item of items) {
    const ref = item['@identifierref'];
    if (typeof ref !== 'string') continue;
    const resource = resources.find((candidate) => candidate['@identifier'] === ref);
    const href = resource?.['@href'];
    if (typeof href !== 'string' || href.trim() === '') continue;
    const base = typeof resource?.['@base'] === 'string' ? resource['@base'] : '';
    const full = `${base}${href.trim()}`;
    const [filePart = '', query = ''] = full.split(/(?=[?#])/, 2);
    let decoded: string;
    try {
      decoded = decodeURIComponent(filePart);
    } catch {
      throw invalid('launch href is not a valid URL path');
    }
    const file = safePackagePath(decoded);
    if (file === null) throw fail('SCORM_PATH_ESCAPE', 'The launch file leaves the package', { path: full });
    if (!files.has(file)) throw invalid(`launch file ${file} is not in the package`);
    return { version, launch: `${file}${query}` };
  }
  throw invalid('no item launches a resource');
}

export async function storePackage(
  storage: MediaStorage,
  folder: string,
  files: Map<string, Uint8Array>,
): Promise<void> {
  for (const [name, data] of files) await storage.put(`${folder}/pkg/${name}`, data);
}

/** Issue 27: the entry names of a zip, nothing inflated ([] for a damaged zip: refused by the caller). */
export function zipEntryNames(zip: Uint8Array): string[] {
  const names: string[] = [];
  try {
    unzipSync(zip, {
      filter: (file) => {
        if (names.length < MEDIA_LIMITS.SCORM_MAX_ENTRIES) names.push(file.name);
        return false;
      },
    });
  } catch {
    return [];
  }
  return names;
}
