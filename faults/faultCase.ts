import type { Workspace } from './harness/workspace.js';

/**
 * How a case went wrong, in the words. A case's problems are sorted
 * by this order; the first one is the case's category in the tallies.
 */
export const CATEGORIES = ['data loss', 'hang', 'crash', 'silently wrong', 'obscure'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Problem {
  category: Category;
  detail: string;
}

/** What a case saw: a process's or an in-process command's exit and output, or a library call's result. */
export interface Observation {
  /** Exit code; null when the process ended by a signal, hung, or the call threw. */
  exit: number | null;
  signal?: string | null;
  stdout: string;
  stderr: string;
  /** Still running at the case's deadline. */
  hung: boolean;
  /** What escaped an in-process command or a library call. */
  thrown?: unknown;
  /** A library call's result. */
  value?: unknown;
  /** Set when the case ran with BAGLAM_DEBUG=1: a stack trace is then allowed. */
  debug?: boolean;
}

/** What a command must do. */
export interface CliExpectation {
  kind: 'cli';
  exit: number;
  /**
   * `empty`: nothing on stderr; a RegExp: exactly one non-empty line, which
   * matches (it names the path or the field); `any`: not checked (reports
   * that print progress).
   */
  stderr: 'empty' | 'any' | RegExp;
  /** When set, stdout must match. */
  stdout?: RegExp;
}

/** A library call that must throw a `BaglamError` with this code and field path. */
export interface ErrorExpectation {
  kind: 'error';
  code: string;
  path: readonly (string | number)[];
}

/** A library call that must return (its value is checked by `verify`). */
export interface ValueExpectation {
  kind: 'value';
}

export type Expectation = CliExpectation | ErrorExpectation | ValueExpectation;

export interface FaultCase {
  /** Unique, kebab-case: `report-html-onto-its-log`. */
  id: string;
  /** The bullet of the issue this case stands for, quoted short. */
  bullet: string;
  /** Slow cases run in `npm run test:slow`, not in `npm test`. */
  slow?: boolean;
  /** Makes the inputs in `ws` and runs the command or call. */
  run(ws: Workspace): Promise<Observation>;
  expect: Expectation;
  /**
   * The inputs (paths relative to the workspace) the command is meant to
   * rewrite or delete. Every other file the case wrote must be there,
   * byte for byte, after the run: the table checks that for every case.
   */
  mayChange?: RegExp;
  /** Further checks: nothing lost, nothing leaked, nothing left running. */
  verify?(observation: Observation, ws: Workspace): Problem[] | Promise<Problem[]>;
  /** Called after the case whatever happened: stop servers, kill what the case started. */
  cleanup?(): Promise<void> | void;
}
