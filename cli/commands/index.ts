import type { Command } from '../command.js';
import { assembleCommand } from './assemble.js';
import { bench } from './bench.js';
import { check } from './check.js';
import { compact } from './compact.js';
import { gate } from './gate.js';
import { regress } from './regress.js';
import { report } from './report.js';

/** Every `baglam` subcommand, in the order `--help` lists them. */
export const commands: readonly Command[] = [gate, assembleCommand, compact, regress, report, check, bench];
