import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Brand } from './brand';

/** The compact header on phones, where the sidebar (and its Log out button) is hidden. */
export function TopBar({ logOut }: { logOut?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b bg-background px-4 md:hidden print:hidden">
      <Link href="/" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
        <Brand />
      </Link>
      {logOut}
    </header>
  );
}
