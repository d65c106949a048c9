import { readFile } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import {
  decodeText, parseRequestJsonl, parseRequestYaml, toRequest, withSource, type FieldPath, type Locate,
} from '../core/index.js';
import { fsReason } from '../files/fileError.js';
import { isRecord } from '../core/load/describeValue.js';
import { expandGlob, isGlob } from './glob.js';
import { placedUnder, type SpecReader } from './specReader.js';
import type { LoadedRequest } from './suite.js';

/** `incident-7.request.json` → `incident-7`. */
function fileStem(file: string): string {
  return basename(file, extname(file)).replace(/\.request$/, '');
}

async function loadRequestFile(abs: string, shown: string, reader: SpecReader, path: FieldPath): Promise<LoadedRequest[]> {
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch (error) {
    return reader.fail(path, `cannot read the request file ${shown}: ${fsReason(error)}`);
  }
  const text = decodeText(bytes, shown);
  if (extname(abs) === '.jsonl') {
    const out: LoadedRequest[] = [];
    text.split('\n').forEach((line, i) => {
      if (line.trim() === '') return;
      const request = parseRequestJsonl(line, shown, i + 1);
      out.push({ id: request.id ?? `${fileStem(abs)}:${i + 1}`, request, at: { file: shown, line: i + 1, col: 1 } });
    });
    return out;
  }
  const request = parseRequestYaml(text, shown);
  return [{ id: request.id ?? fileStem(abs), request, at: { file: shown, line: 1, col: 1 } }];
}

export async function loadRequests(
  value: unknown, reader: SpecReader, locate: Locate, dir: { shown: string; abs: string },
): Promise<LoadedRequest[]> {
  const entries = reader.list(value, ['requests']);
  if (entries.length === 0) reader.fail(['requests'], 'list at least one request file, glob or inline request');
  const out: LoadedRequest[] = [];
  const seen = new Map<string, LoadedRequest>();
  const add = (loaded: LoadedRequest, path: FieldPath): void => {
    const first = seen.get(loaded.id);
    if (first !== undefined) {
      reader.fail(path, `request id "${loaded.id}" is loaded twice (first at ${first.at.file}:${first.at.line}:${first.at.col})`);
    }
    seen.set(loaded.id, loaded);
    out.push(loaded);
  };
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    const path = ['requests', i];
    if (isRecord(entry)) {
      const request = withSource(() => toRequest(entry), placedUnder(locate, path));
      if (request.id === undefined) reader.fail(path, 'an inline request needs an `id` for cases to name it');
      add({ id: request.id, request, at: reader.at(path) }, path);
      continue;
    }
    const pattern = reader.string(entry, path);
    const files = await expandGlob(dir.abs, pattern);
    if (files.length === 0) {
      reader.fail(path, isGlob(pattern) ? `the glob "${pattern}" matches no file` : `no request file ${join(dir.shown, pattern)}`);
    }
    for (const abs of files) {
      // Named from where the suite is, as the user would reach it: `../reqs/a.yaml` stays outside the suite's folder.
      const shown = join(dir.shown, relative(dir.abs, abs));
      for (const loaded of await loadRequestFile(abs, shown, reader, path)) add(loaded, path);
    }
  }
  return out;
}

