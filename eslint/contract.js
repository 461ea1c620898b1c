/** Lint rules of the contract kind; eslint.config.js spreads this list after the base rules. */
export default [];
