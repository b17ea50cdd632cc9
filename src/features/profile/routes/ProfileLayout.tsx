import type { ReactNode } from 'react';

/** The parent of the profile area's screens (docs/product.md section 2); each child renders its own heading. */
export default function ProfileLayout({ children }: { children?: ReactNode }) {
  return <div className="profile-area">{children}</div>;
}
