/** Lint rules of the server-boundaries kind; eslint.config.js spreads this list after the base rules. */
export default [];
