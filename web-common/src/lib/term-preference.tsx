import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from './cookies.ts';

export type Term = 'short' | 'long';

/** docs/product.md#conventions: cookie `selectedTerm`, default short, kept for 3 days. */
export const TERM_COOKIE = 'selectedTerm';
const TERM_COOKIE_SECONDS = 3 * 24 * 60 * 60;

export function readTerm(): Term {
  return readCookie(TERM_COOKIE) === 'long' ? 'long' : 'short';
}

interface TermContextValue {
  term: Term;
  setTerm: (term: Term) => void;
}

const TermContext = createContext<TermContextValue | null>(null);

export function TermProvider({ children, initialTerm }: { children: ReactNode; initialTerm?: Term }) {
  const [term, setTermState] = useState<Term>(() => initialTerm ?? readTerm());
  const setTerm = useCallback((next: Term) => {
    setTermState(next);
    writeCookie(TERM_COOKIE, next, TERM_COOKIE_SECONDS);
  }, []);
  const value = useMemo(() => ({ term, setTerm }), [term, setTerm]);
  return <TermContext.Provider value={value}>{children}</TermContext.Provider>;
}

export function useTerm(): TermContextValue {
  const value = useContext(TermContext);
  if (!value) throw new Error('useTerm needs <TermProvider>');
  return value;
}
