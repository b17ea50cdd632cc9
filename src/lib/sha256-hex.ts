/** SHA-256 of a text's UTF-8 bytes as lowercase hex, with WebCrypto: how seeds are committed (docs/fairness.md). */
const encoder = new TextEncoder();

export async function sha256Hex(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
