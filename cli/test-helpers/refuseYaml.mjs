// Loaded with `--import` before a thread's entry module: from then on an
// import of the `yaml` package fails, naming the module that asked for it.
// It shows which entry points never load the YAML parser (a report's worker
// threads: loading it cost each one tens of milliseconds of start).
import { register } from 'node:module';

const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === 'yaml' || specifier.startsWith('yaml/')) throw new Error('yaml imported by ' + context.parentURL);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
