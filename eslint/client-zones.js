/** Lint rules of the client-zones kind; eslint.config.js spreads this list after the base rules. */
export default [];
