import { parse, type DefaultTreeAdapterMap, type ParserError } from 'parse5';

/**
 * The HTML report as a browser builds it: parse5 follows the WHATWG parsing
 * algorithm, so what a test finds here (elements, attributes, text) is what
 * Chromium or Firefox would make of the same bytes — an oracle independent
 * of how the page was written, which a hand-made tokenizer would not be.
 */

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

export interface Dom {
  root: DefaultTreeAdapterMap['document'];
  /** Parse errors (a page that is not well-formed HTML has some). */
  errors: ParserError[];
}

export function parseHtml(html: string): Dom {
  const errors: ParserError[] = [];
  const root = parse(html, { onParseError: (error) => errors.push(error) });
  return { root, errors };
}

function children(node: Node): Node[] {
  const kids = 'childNodes' in node ? [...node.childNodes] : [];
  // A <template>'s content is a fragment of its own.
  if ('content' in node && node.content !== undefined) kids.push(...node.content.childNodes);
  return kids as Node[];
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Every element under `node`, in document order. */
export function elements(node: Node | Dom): Element[] {
  const start = 'root' in node && 'errors' in node ? node.root : node;
  const out: Element[] = [];
  const walk = (n: Node): void => {
    for (const child of children(n)) {
      if (isElement(child)) out.push(child);
      walk(child);
    }
  };
  walk(start as Node);
  return out;
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function hasClass(element: Element, name: string): boolean {
  return (attr(element, 'class') ?? '').split(/\s+/).includes(name);
}

/** Elements under `node` matching a tag name (or `*`) and, optionally, a class. */
export function find(node: Node | Dom, tag: string, className?: string): Element[] {
  return elements(node).filter((e) => (tag === '*' || e.tagName === tag) && (className === undefined || hasClass(e, className)));
}

export function findOne(node: Node | Dom, tag: string, className?: string): Element {
  const found = find(node, tag, className);
  if (found.length !== 1) throw new Error(`expected one <${tag}${className === undefined ? '' : ` class="${className}"`}>, found ${found.length}`);
  return found[0]!;
}

/** The element with this `id`. */
export function byId(node: Node | Dom, id: string): Element {
  const found = elements(node).filter((e) => attr(e, 'id') === id);
  if (found.length !== 1) throw new Error(`expected one element with id="${id}", found ${found.length}`);
  return found[0]!;
}

/** The text of a node and everything under it, as `textContent` gives it. */
export function text(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  return children(node).map(text).join('');
}

/** A number as the page prints it: thousands grouped with narrow no-break spaces. */
export function num(value: string): number {
  const cleaned = value.replace(/[\u202f\u00a0 ,]/g, '').replace(/[−]/g, '-');
  const parsed = Number(cleaned);
  if (!Number.isFinite(parsed)) throw new Error(`not a number: ${JSON.stringify(value)}`);
  return parsed;
}
