import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

interface AuthCardProps {
  /** The way back out of the sign-in page; the back office's leads to the storefront, another app: `reloadDocument`. */
  back: { to: string; label: string; reloadDocument?: boolean };
  /** The app's classes for the page, the card and the back link. */
  classes: Record<'page' | 'card' | 'back', string | undefined>;
  children: ReactNode;
}

/** The sign-in and sign-up pages of both front ends: one card in the middle of the page, a link back above its content. */
export function AuthCard({ back, classes, children }: AuthCardProps) {
  return (
    <main id="main" className={classes.page}>
      <div className={classes.card}>
        <Link to={back.to} reloadDocument={back.reloadDocument} className={classes.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Link>
        {children}
      </div>
    </main>
  );
}
