/**
 * The content security policy of baglam's HTML pages (`report --html`,
 * `regress --html`): nothing may be loaded — no script, image, font, frame
 * or form target — only the inline style. A page that shows untrusted text
 * (request ids, model answers) can then run nothing and call nowhere.
 */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; font-src 'none'; base-uri 'none'; form-action 'none'";
