/**
 * @ton/core's Address class from its own module, not through the package's index: the index
 * loads all of @ton/core (cells, contracts, crypto; ~110 CommonJS files, ~80 ms of CPU), and the
 * modules on the server's start path (the payment settings' checks, the wallet routes) need only
 * the address. It is the same class the index exports (the index re-exports this module), so
 * addresses made here and in @ton/ton's code compare and `equals` alike. docs/performance.md,
 * "Start-up".
 */
export { Address } from '@ton/core/dist/address/Address.js';
