import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import type { HeadMaker } from '../components/head/head';
import { PageHead } from '../components/head/PageHead';
import type { CataloguePart } from '../i18n';
import { getAuthToken, isAdminToken } from '../lib/auth';
import { CataloguePartGate, withCataloguePart } from '../lib/i18n';
import { ROUTES } from '../lib/site';
import { useSignedIn } from '../lib/session';
import { LoadingBar } from '../components/LoadingBar';

/** The back office's catalogue parts: its own texts and the account forms' (the user editor, sign-out). */
const ADMIN_PARTS: CataloguePart[] = ['admin', 'account'];

/** The whole back office is one lazy chunk (with the grid and its pages split further), loaded with its texts. */
const AdminApp = lazy(withCataloguePart(ADMIN_PARTS, () => import('./AdminApp')));

/**
 * The admin guard: reads the `token` cookie and decodes its role claim; only Admin passes, everyone
 * else goes to /login. A client-side convenience only: the server checks every admin call itself.
 */
export function AdminRoute({ head }: { head: HeadMaker }) {
  useSignedIn(); // re-check when the token is stored or cleared
  if (!isAdminToken(getAuthToken())) return <Navigate to={ROUTES.login} replace />;
  return (
    <>
      <PageHead of={head} />
      <Suspense fallback={<LoadingBar />}>
        <CataloguePartGate part={ADMIN_PARTS}>
          <AdminApp />
        </CataloguePartGate>
      </Suspense>
    </>
  );
}
