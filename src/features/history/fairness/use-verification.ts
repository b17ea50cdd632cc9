import { useState } from 'react';
import { verifyOrder, type VerifiableOrder, type Verification } from './verify-order';

type State = { status: 'idle' } | { status: 'checking' } | Verification | { status: 'failed' };

/** Runs the verifier on demand; `failed` when the browser has no WebCrypto (an insecure context). */
export function useVerification(order: VerifiableOrder | undefined) {
  const [state, setState] = useState<State>({ status: 'idle' });
  async function verify(): Promise<void> {
    if (!order) return;
    setState({ status: 'checking' });
    try {
      setState(await verifyOrder(order));
    } catch {
      setState({ status: 'failed' });
    }
  }
  return { state, verify };
}
