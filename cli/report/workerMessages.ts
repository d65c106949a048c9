import { BaglamError } from '../../core/errors.js';
import type { ErrorCode, FieldPath, SourcePosition } from '../../core/index.js';
import { UserError } from '../io.js';
import type { JsonlBatch } from '../jsonlLines.js';
import type { ReportState } from './aggregate.js';
import type { LineCrash } from './reportBatch.js';

/** What the main thread of `baglam report` tells a worker, and what it answers. */
export type ToWorker = { type: 'batch'; seq: number; batch: JsonlBatch } | { type: 'finish' };

export type FromWorker =
  | { type: 'done'; seq: number }
  | { type: 'failed'; seq: number; line: number; error: WireError }
  | { type: 'state'; state: ReportState; crashes: LineCrash[] };

/**
 * An error as it crosses a thread: a structured clone keeps neither the
 * class nor its fields, so they are spelt out and rebuilt on the other side.
 */
export type WireError =
  | { kind: 'baglam'; code: ErrorCode; detail: string; path: FieldPath; source: SourcePosition | undefined }
  | { kind: 'user'; message: string; exitCode: number }
  | { kind: 'other'; message: string; stack: string | undefined };

export function toWire(error: unknown): WireError {
  if (error instanceof BaglamError) return { kind: 'baglam', code: error.code, detail: error.detail, path: error.path, source: error.source };
  if (error instanceof UserError) return { kind: 'user', message: error.message, exitCode: error.exitCode };
  const e = error instanceof Error ? error : new Error(String(error));
  return { kind: 'other', message: e.message, stack: e.stack };
}

export function fromWire(wire: WireError): Error {
  switch (wire.kind) {
    case 'baglam':
      return new BaglamError(wire.code, wire.detail, wire.path, wire.source);
    case 'user':
      return new UserError(wire.message, wire.exitCode);
    case 'other': {
      const error = new Error(wire.message);
      if (wire.stack !== undefined) error.stack = wire.stack;
      return error;
    }
  }
}
