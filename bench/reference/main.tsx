// The bench's reference: React 19 rendering one div, nothing else. Its first contentful paint is
// what the app's cold and repeat loads are compared with (docs/performance.md).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<div>Hello from React 19</div>);
