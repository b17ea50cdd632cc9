/**
 * @ton/core reads Node's global Buffer; a browser has none. Imported before @ton/core by the wallet's
 * TON Connect chunk only (ES modules evaluate in import order), so the entry never carries it.
 */
import { Buffer } from 'buffer';

globalThis.Buffer ??= Buffer;
