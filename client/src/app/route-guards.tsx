import { use, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HOME_PAGE, LOGIN_PATH, pagePath } from '@panel/contract/pages';
import { useAppSelector } from '../store/hooks';
import { selectToken } from '../store/selectors';
import { firstScreenHold } from './first-screen-hold';

/** `/` goes to the domains with a session, otherwise to the sign-in form. */
export function RootRedirect() {
  const session = useAppSelector(selectToken);
  return <Navigate to={session ? pagePath(HOME_PAGE) : LOGIN_PATH} replace />;
}

/** Layout screens need a session; without one they send the user to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectToken);
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  // After a sign-in, the screen waits a moment for what it shows with the lists (first-screen-hold.ts).
  const hold = firstScreenHold();
  if (hold) use(hold);
  return children;
}
