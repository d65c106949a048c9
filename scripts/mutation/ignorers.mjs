// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * What the mutation run leaves out, each kind with its reason (Stryker
 * reports ignored mutants apart; they are not in the score). Everything
 * else in `core/` is mutated, and a `Stryker disable` comment would count as
 * a survivor (docs/mutation.md).
 */

/** Calls whose argument at this position is the text of an error message. */
const MESSAGE_ARGUMENT = new Map([
  ['invalidInput', 1],
  ['invalidProfile', 1],
  ['BaglamError', 1],
  ['Error', 0],
  ['TypeError', 0],
  ['RangeError', 0],
]);

const MESSAGE_REASON =
  'error message text: tests assert an error by its code and the field or position it names, never by its wording (docs/contracts.md, bad input)';
const DESCRIBE_REASON = 'describes a bad value for an error message only';
const WORD_LIST_REASON =
  'word list of the compaction extractor: each entry is vocabulary it recognises; the conversation fixtures and their truth files measure what it finds, no property can name every word';

/** @param {any} path */
function calleeName(path) {
  const callee = path.node.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'Super') return 'super';
  return undefined;
}

/** @param {any} path */
function messageArgument(path) {
  const parent = path.parentPath;
  if (parent === null || !(parent.isCallExpression() || parent.isNewExpression())) return false;
  const name = calleeName(parent);
  const at = parent.node.arguments.indexOf(path.node);
  if (at < 0 || name === undefined) return false;
  // `super(code, message)` in an error class: the message is the second argument.
  if (name === 'super') return at === 1;
  return MESSAGE_ARGUMENT.get(name) === at;
}

/** @param {any} path */
function fileOf(path) {
  return String(path.hub?.file?.opts?.filename ?? '').replace(/\\/g, '/');
}

/** @param {any} node */
function isStringList(node) {
  if (node?.type !== 'ArrayExpression' || node.elements.length < 5) return false;
  return node.elements.every((/** @type {any} */ e) => e?.type === 'StringLiteral');
}

/** @param {any} path */
function isWordList(path) {
  if (!path.isVariableDeclarator() || !fileOf(path).includes('/core/compact/')) return false;
  const init = path.node.init;
  // `[…]`, `new Set([…])`, `[…].map(f)`, `new Set([…].map(f))`
  const inner = (/** @type {any} */ node) => {
    if (node?.type === 'NewExpression' || node?.type === 'CallExpression') {
      if (node.callee?.type === 'MemberExpression') return inner(node.callee.object);
      return inner(node.arguments?.[0]);
    }
    return node;
  };
  return isStringList(inner(init));
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'baglam-messages-and-word-lists', {
    /** @param {any} path */
    shouldIgnore(path) {
      if (messageArgument(path)) return MESSAGE_REASON;
      if (path.isFunctionDeclaration() && ['describe', 'describeValue'].includes(path.node.id?.name)) return DESCRIBE_REASON;
      if (isWordList(path)) return WORD_LIST_REASON;
      return undefined;
    },
  }),
];
